// The calls of the sign-in's setup step (public: the ticket stands for the password) and the keys of
// the signed-in Security tab's reads. Shapes in contract/accounts/two-factor.ts, docs/accounts.md.
import { SECURITY_PATHS, type TwoFactorSetup } from '../../../contract/accounts/two-factor';
import type { SignedIn } from '../../authProvider/authProvider';
import { request } from '../../dataProvider/http';

export const signInSetupApi = {
  start: (ticket: string) => request<TwoFactorSetup>('api', SECURITY_PATHS.loginSetup, { method: 'POST', body: { ticket } }),
  confirm: (ticket: string, code: string) =>
    request<SignedIn & { recoveryCodes: string[] }>('api', SECURITY_PATHS.loginSetupConfirm, { method: 'POST', body: { ticket, code } }),
};

/** react-query keys of the Security tab's reads. */
export const SECURITY_QUERIES = {
  twoFactor: ['security', 'twoFactor'],
  sessions: ['security', 'sessions'],
} as const;
