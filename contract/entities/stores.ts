// Stores and what hangs off them (spec, second document, section 3, "Store", "Store section / page",
// "Zip"), in an order where a referenced entity comes
// before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { store } from './store';

export const storeEntities = {
  store,
} satisfies Record<string, EntityDeclaration>;
