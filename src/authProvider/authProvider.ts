import type { AuthProvider } from 'react-admin';
import { ACCOUNT_PATHS } from '../../contract/accounts/api';
import { SECURITY_PATHS, type SignInAnswer, type SignInStep } from '../../contract/accounts/two-factor';
import { AUTH_PATHS } from '../../contract/services';
import { ApiError } from '../dataProvider/api-error';
import { request } from '../dataProvider/http';
import { canAccessWith } from './access';
import { showUserPreferences } from './user-preferences';
import { fetchPrincipal, forgetPrincipal } from './principal';
import { clearSession, getToken, saveSession } from './session';

/** A sign-in: name and password; the code of the step after it; or a session a setup step already got. */
export type LoginParams =
  | { username: string; password: string }
  | { ticket: string; code: string }
  | { session: { token: string; socketToken: string } };

/**
 * The password was right, and a second step comes before a session (docs/accounts.md, "Two-factor
 * sign-in"): the sign-in page asks for a code (`code`) or has the user set two-factor up (`setup`).
 */
export class SignInStepRequired extends Error {
  constructor(
    readonly next: SignInStep,
    readonly ticket: string,
  ) {
    super(next);
    Object.setPrototypeOf(this, SignInStepRequired.prototype);
    this.name = 'SignInStepRequired';
  }
}

/** What a sign-in by code answers beside the session: the recovery codes left when one was used. */
export interface SignedIn {
  token: string;
  socketToken: string;
  recoveryCodesLeft?: number;
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
  async login(params: LoginParams): Promise<SignedIn | void> {
    if ('session' in params) {
      forgetPrincipal();
      saveSession(params.session);
      await showUserPreferences();
      return;
    }
    if ('ticket' in params) {
      const signedIn = await request<SignedIn>('api', SECURITY_PATHS.loginCode, { method: 'POST', body: { ticket: params.ticket, code: params.code } });
      forgetPrincipal();
      saveSession(signedIn);
      await showUserPreferences();
      return signedIn;
    }
    const answer = await request<SignInAnswer>('api', AUTH_PATHS.login, {
      method: 'POST',
      body: { name: params.username, password: params.password },
    });
    if ('next' in answer) throw new SignInStepRequired(answer.next, answer.ticket);
    forgetPrincipal();
    saveSession(answer);
    await showUserPreferences();
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
    return { id: p.userId, fullName: p.username, username: p.username, groupName: p.groupName, userGroupId: p.userGroupId, language: p.language, theme: p.theme };
  },
  async canAccess({ resource, action }) {
    if (!getToken()) return false;
    const p = await principalOrSignOut();
    return canAccessWith(p.permissions, resource, action);
  },
};
