// The account calls of the public pages (contract/accounts/api.ts; shapes in docs/accounts.md).
import { ACCOUNT_PATHS, type CaptchaChallenge, type SignInAnswer } from '../../../contract/accounts';
import { request } from '../../dataProvider/http';

type Message = { message: string };

const post = <T = Message>(path: string, body: unknown) => request<T>('api', path, { method: 'POST', body });

export const accountApi = {
  register: (body: { username: string; firstname: string; lastname: string; email: string; password: string }) =>
    post<Message & { email: string }>(ACCOUNT_PATHS.register, body),
  verify: (body: { email: string; code: string }) => post(ACCOUNT_PATHS.verify, body),
  captcha: () => request<CaptchaChallenge>('api', ACCOUNT_PATHS.captcha),
  resend: (body: { email: string; altcha: string }) => post(ACCOUNT_PATHS.resend, body),
  forgot: (body: { email: string }) => post(ACCOUNT_PATHS.forgot, body),
  reset: (body: { email: string; code: string; password: string }) => post(ACCOUNT_PATHS.reset, body),
  invite: (body: { username: string; firstname: string; lastname: string; email: string; user_group_id: number }) =>
    post<Message & { userId: number }>(ACCOUNT_PATHS.invite, body),
  invitation: (query: { username: string; token: string }) => request<{ username: string }>('api', ACCOUNT_PATHS.invitation, { query }),
  /** signed in, or (a group requiring two-factor sign-in) the ticket of its setup */
  activate: (body: { username: string; token: string; password: string; confirmPassword: string }) =>
    post<SignInAnswer>(ACCOUNT_PATHS.activate, body),
};
