import { isUserLanguage } from '../../contract/accounts/user-language';
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
