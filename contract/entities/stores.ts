// Stores and what hangs off them (spec, second document, section 3, "Store", "Store section / page",
// "Brand / manufacturer / franchise", "Zip", "Link"), in an order where a referenced entity comes
// before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { franchise } from './franchise';
import { store } from './store';

export const storeEntities = {
  store,
  franchise,
} satisfies Record<string, EntityDeclaration>;
