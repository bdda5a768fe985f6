// The locale `Intl` formats dates, numbers and money in: the user's language (contract/accounts/user-language.ts),
// always in the browser's time zone. Components use useIntlLocale(); formatting helpers called from
// them default to intlLocale(), which the i18n provider moves with the language (react-admin then
// renders every screen again).
import { useLocaleState } from 'react-admin';
import { DEFAULT_USER_LANGUAGE, INTL_LOCALES, isUserLanguage, type UserLanguage } from '../../contract/accounts/user-language';

const known = (language: unknown): UserLanguage => (isUserLanguage(language) ? language : DEFAULT_USER_LANGUAGE);

let current: UserLanguage = DEFAULT_USER_LANGUAGE;

/** Called by the i18n provider once a language's catalogue is in place. */
export const setFormatLanguage = (language: string): void => {
  current = known(language);
};

/** The Intl locale of the language being shown. */
export const intlLocale = (): string => INTL_LOCALES[current];

/** The Intl locale of the user's language, in a component (renders again when it changes). */
export function useIntlLocale(): string {
  const [language] = useLocaleState();
  return INTL_LOCALES[known(language)];
}
