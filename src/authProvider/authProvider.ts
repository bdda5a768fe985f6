import type { AuthProvider } from 'react-admin';
import { ACCOUNT_PATHS } from '../../contract/accounts/api';
import { AUTH_PATHS } from '../../contract/services';
import { ApiError } from '../dataProvider/api-error';
import { request } from '../dataProvider/http';
import { canAccessWith } from './access';
import { fetchPrincipal, forgetPrincipal } from './principal';
import { clearSession, getToken, saveSession } from './session';

export interface LoginParams {
  username: string;
  password: string;
}

/** Sign-out waits this long at most for the server to revoke the token. */
const LOGOUT_WAIT_MS = 3000;

const isAuthFailure = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Ends the session when the permissions call is refused: the token is no longer good. */
async function principalOrSignOut() {
  try {
    return await fetchPrincipal();
  } catch (error) {
    if (isAuthFailure(error)) {
      clearSession();
      forgetPrincipal();
      throw new ApiError('Signed out', 401);
    }
    throw error;
  }
}

export const authProvider: AuthProvider = {
  async login({ username, password }: LoginParams) {
    const session = await request<{ token: string; socketToken: string }>('api', AUTH_PATHS.login, {
      method: 'POST',
      body: { name: username, password },
    });
    forgetPrincipal();
    saveSession(session);
  },
  async logout() {
    if (getToken()) {
      // loaded only when there is a session to end, so the sign-in page stays light
      await import('../realtime/push-subscription').then((m) => m.unsubscribeFromPush());
      // the server revokes the token; signed out here all the same when it cannot be reached
      await request('api', ACCOUNT_PATHS.logout, { method: 'POST', signal: AbortSignal.timeout(LOGOUT_WAIT_MS) }).catch(() => undefined);
    }
    clearSession();
    forgetPrincipal();
    return '/login';
  },
  async checkAuth() {
    if (!getToken()) throw new Error('Not signed in');
  },
  async checkError(error: unknown) {
    const status = (error as { status?: number })?.status;
    if (status === 401) {
      clearSession();
      forgetPrincipal();
      throw new Error('Session expired');
    }
  },
  async getPermissions() {
    if (!getToken()) return [];
    return (await principalOrSignOut()).permissions;
  },
  async getIdentity() {
    const p = await principalOrSignOut();
    return { id: p.userId, fullName: p.username, username: p.username, groupName: p.groupName, userGroupId: p.userGroupId };
  },
  async canAccess({ resource, action }) {
    if (!getToken()) return false;
    const p = await principalOrSignOut();
    return canAccessWith(p.permissions, resource, action);
  },
};
