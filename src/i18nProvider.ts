import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishCatalogue } from './i18n/catalogue';

// allowMissing stays off: a missing key is reported instead of silently shown. In development it is
// logged; react-admin's own lookups pass a default (`_`) and never get here.
export const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en', [{ locale: 'en', name: 'English' }], {
  onMissingKey: (key: string) => {
    if (import.meta.env?.DEV) console.warn(`Missing translation: ${key}`);
    return key;
  },
});
