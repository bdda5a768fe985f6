// Stores and what hangs off them (spec, second document, section 3, "Store", "Store section / page",
// "Zip"), in an order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { store } from './store';
import { storeBanner } from './stores/storeBanner';
import { storeFooter } from './stores/storeFooter';
import { storeHeader } from './stores/storeHeader';
import { storePage } from './stores/storePage';
import { storeSection } from './stores/storeSection';
import { zip } from './stores/zip';

export const storeEntities = {
  store,
  storeSection,
  storeHeader,
  storeFooter,
  storeBanner,
  storePage,
  zip,
} satisfies Record<string, EntityDeclaration>;
