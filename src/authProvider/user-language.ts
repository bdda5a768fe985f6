import { useEffect } from 'react';
import { useLocaleState, useStore } from 'react-admin';
import { DEFAULT_USER_LANGUAGE, isUserLanguage } from '../../contract/accounts/user-language';
import { store } from '../store';
import { fetchPrincipal } from './principal';

/**
 * At sign-in, the console switches to the language the user chose (kept on the server, GET ug/p/u):
 * react-admin's store holds the shown language, and the i18n provider follows it. The identity is
 * the one the console reads next anyway (cached); a failure leaves the language as it is.
 */
export async function showUserLanguage(): Promise<void> {
  const language = await fetchPrincipal().then((p) => p.language, () => undefined);
  if (isUserLanguage(language)) store.setItem('locale', language);
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
