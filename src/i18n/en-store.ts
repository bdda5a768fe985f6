// English texts of the screens of Stores, store sections and pages, franchises, zip codes and links; en.ts puts them under the key store of app.
import { STORE_TEXTS } from '../../contract/stores';
import { textEntries } from './text-entries';

export const storeTexts = {
  /** texts of contract/stores.ts (rules the server checks, shown as they come back) */
  message: textEntries(STORE_TEXTS),
  mail_types: { default: 'Default', minimal: 'Minimal', branded: 'Branded' },
};
