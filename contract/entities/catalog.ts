// The catalogue's entities beyond products (categories, brands, manufacturers, filters, options,
// attributes, information pages, reviews, recurring profiles, returns, product groups).
import type { EntityDeclaration } from '../entity';

export const catalogEntities = {} satisfies Record<string, EntityDeclaration>;
