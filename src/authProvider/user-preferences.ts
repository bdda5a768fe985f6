import { useEffect } from 'react';
import { useLocaleState, useStore } from 'react-admin';
import { DEFAULT_USER_LANGUAGE, isUserLanguage } from '../../contract/accounts/user-language';
import { isUserTheme } from '../../contract/accounts/user-theme';
import { store } from '../store';
import { fetchPrincipal } from './principal';

/**
 * At sign-in, the console switches to the language and the theme the user chose (kept on the server,
 * GET ug/p/u): react-admin's store holds the shown ones, and the i18n provider and the theme follow
 * it. No theme picked: the system's colour scheme. The identity is the one the console reads next
 * anyway (cached); a failure leaves both as they are.
 */
export async function showUserPreferences(): Promise<void> {
  const principal = await fetchPrincipal().catch(() => undefined);
  if (!principal) return;
  if (isUserLanguage(principal.language)) store.setItem('locale', principal.language);
  if (isUserTheme(principal.theme)) store.setItem('theme', principal.theme);
  else store.removeItem('theme');
}

/**
 * The sign-in page is in English, the specification's, once nobody is signed in: sign-out empties
 * react-admin's store, and the language last shown must not depend on when the page reloads.
 */
export function useSignedOutLanguage(): void {
  const [stored] = useStore<string>('locale');
  const [language, setLanguage] = useLocaleState();
  useEffect(() => {
    if (stored === undefined && language !== DEFAULT_USER_LANGUAGE) setLanguage(DEFAULT_USER_LANGUAGE);
  }, [stored, language, setLanguage]);
}
