// Franchises and traffic links (spec, second document, section 3, "Brand / manufacturer / franchise",
// "Link"), in an order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { franchise } from './franchise';
import { link } from './promotions/link';

export const franchiseEntities = {
  franchise,
  link,
} satisfies Record<string, EntityDeclaration>;
