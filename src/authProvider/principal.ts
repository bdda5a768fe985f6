import { AUTH_PATHS } from '../../contract/services';
import type { UserLanguage } from '../../contract/accounts/user-language';
import type { UserPermissions } from '../../contract/permissions';
import { request } from '../dataProvider/http';

/** The signed-in user as GET /api/ug/p/u returns it, with the language they chose for the console. */
export type Principal = UserPermissions & { language: UserLanguage };

let cached: Promise<Principal> | undefined;

/** The current user's group and permissions, fetched once per sign-in. */
export function fetchPrincipal(): Promise<Principal> {
  cached ??= request<Principal>('api', AUTH_PATHS.myPermissions).catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

export function forgetPrincipal(): void {
  cached = undefined;
}
