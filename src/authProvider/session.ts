// The signed-in session kept in localStorage. Everything listed here is removed at sign-out.
export const SESSION_KEYS = { token: 'token', socketToken: 'socketToken' } as const;

/** Other parts of the product add the keys of their own session data here. */
const extraSessionKeys = new Set<string>();
export const registerSessionKey = (key: string): void => void extraSessionKeys.add(key);

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const getToken = (): string | null => storage()?.getItem(SESSION_KEYS.token) ?? null;
export const getSocketToken = (): string | null => storage()?.getItem(SESSION_KEYS.socketToken) ?? null;

export function saveSession(session: { token: string; socketToken?: string }): void {
  storage()?.setItem(SESSION_KEYS.token, session.token);
  if (session.socketToken) storage()?.setItem(SESSION_KEYS.socketToken, session.socketToken);
}

export function clearSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of [...Object.values(SESSION_KEYS), ...extraSessionKeys]) s.removeItem(key);
  // react-admin's store keeps its entries under this prefix
  for (const key of Object.keys(s)) if (key.startsWith('RaStore')) s.removeItem(key);
}
