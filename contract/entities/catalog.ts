// The catalogue's entities beyond products (categories, brands, manufacturers, filters, options,
// attributes, information pages, reviews, recurring profiles, returns, product groups), in an order
// where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { attribute } from './catalog/attribute';
import { attributeGroup } from './catalog/attributeGroup';
import { brand } from './catalog/brand';
import { category } from './catalog/category';
import { filter } from './catalog/filter';
import { filterGroup } from './catalog/filterGroup';
import { information } from './catalog/information';
import { manufacturer } from './catalog/manufacturer';
import { option } from './catalog/option';
import { productGroup } from './catalog/productGroup';
import { productReturn } from './catalog/productReturn';
import { recurringProfile } from './catalog/recurringProfile';
import { review } from './catalog/review';

export const catalogEntities = {
  filterGroup,
  filter,
  category,
  manufacturer,
  brand,
  productGroup,
  option,
  attributeGroup,
  attribute,
  information,
  recurringProfile,
  review,
  productReturn,
} satisfies Record<string, EntityDeclaration>;
