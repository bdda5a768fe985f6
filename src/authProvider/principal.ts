import { AUTH_PATHS } from '../../contract/services';
import type { UserLanguage } from '../../contract/accounts/user-language';
import type { UserTheme } from '../../contract/accounts/user-theme';
import type { UserPermissions } from '../../contract/permissions';
import { request } from '../dataProvider/http';

/** The signed-in user as GET /api/ug/p/u returns it, with the language and theme they chose for the console (no theme: the system's). */
export type Principal = UserPermissions & { language: UserLanguage; theme: UserTheme | null };

let cached: Promise<Principal> | undefined;

/** The current user's group and permissions, fetched once per sign-in. */
export function fetchPrincipal(): Promise<Principal> {
  cached ??= request<Principal>('api', AUTH_PATHS.myPermissions).catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** What the user changed of their own record (a preference), shown by the identity read next without asking again. */
export function patchPrincipal(change: Partial<Pick<Principal, 'language' | 'theme'>>): void {
  cached = cached?.then((p) => ({ ...p, ...change }));
}

export function forgetPrincipal(): void {
  cached = undefined;
}
