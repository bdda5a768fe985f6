// The console's languages and each user's choice of one, kept on the user's record (docs/decisions.md,
// "Two languages"). English is the specification's and every user's until they choose.
export const USER_LANGUAGES = ['en', 'es'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_USER_LANGUAGE: UserLanguage = 'en';

/** Each language named in itself, as the language menu lists it. */
export const LANGUAGE_NAMES: Record<UserLanguage, string> = { en: 'English', es: 'Español' };

/** The locale `Intl` formats dates, numbers and money in, per language (Latin-American Spanish). */
export const INTL_LOCALES: Record<UserLanguage, string> = { en: 'en-US', es: 'es-419' };

export const isUserLanguage = (value: unknown): value is UserLanguage => (USER_LANGUAGES as readonly unknown[]).includes(value);

/** PUT {language} -> {language}: the signed-in user's own language; an unknown one is 422. On the api service. */
export const USER_LANGUAGE_PATH = 'u/me/language';
