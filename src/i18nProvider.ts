import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_USER_LANGUAGE, LANGUAGE_NAMES, USER_LANGUAGES } from '../contract/accounts/user-language';
import { englishCatalogue } from './i18n/catalogue';
import { setFormatLanguage } from './i18n/intl-locale';
import { setMessageLanguage, type MessageLanguage } from './i18n/message-finder';

/**
 * English is in the main bundle (the sign-in page and every user who never chose read it); Spanish
 * is its own chunk, loaded when a user picks it or signs in with it (docs/decisions.md, "Two languages").
 */
const catalogueOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'es'
    ? import('./i18n/es').then((m) => {
        finders.set(locale, m.messageKey);
        return m.spanishCatalogue;
      })
    : englishCatalogue;

/** Each loaded language's finder of the server's answers (English has none: they are shown as sent). */
const finders = new Map<string, MessageLanguage['find']>();

// allowMissing stays off: a missing key is reported instead of silently shown. In development it is
// logged; react-admin's own lookups pass a default (`_`) and never get here.
const polyglot = polyglotI18nProvider(
  catalogueOf,
  DEFAULT_USER_LANGUAGE,
  USER_LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  {
    onMissingKey: (key: string) => {
      if (import.meta.env?.DEV) console.warn(`Missing translation: ${key}`);
      return key;
    },
  },
);

/** Polyglot's provider; a change of language also moves the locale dates, numbers and money are formatted in. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale, options) =>
    polyglot.changeLocale(locale, options).then(() => {
      setFormatLanguage(locale);
      const find = finders.get(locale);
      setMessageLanguage(find && { find, translate: polyglot.translate });
      // screen readers read the page in its language
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
    }),
};
