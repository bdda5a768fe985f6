import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { permissionGroups } from '../../contract/permission-catalog';
import { PERMISSION_TYPES } from '../../contract/permissions';
import { ACCOUNT_PATHS } from '../../contract/accounts/api';
import { AUTH_PATHS } from '../../contract/services';
import { USER_LANGUAGES } from '../../contract/accounts/user-language';
import { USER_THEMES } from '../../contract/accounts/user-theme';
import { SIGN_IN_TEXT_MAX } from '../../contract/validate';
import type { Db } from '../db/database';
import { ApiError, ValidationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { closedObject } from '../http/schemas';
import { bearer } from './auth.hook';
import { loginThrottle } from './login-throttle';
import { readPreferences } from './preferences.repository';
import { hashPassword, needsRehash, verifyPassword } from './password';
import type { Principals } from './principals';
import { issueTicket } from './sign-in-ticket';
import { signInUserByName, storeRehashedPassword } from './sign-in.repository';
import { endSession } from './session-end';
import { startSession } from './sessions.repository';
import type { Tokens } from './tokens';
import type { TwoFactorKeys } from './two-factor';
import type { Realtime } from '../realtime/realtime';
import { effectivePermissions } from '../../contract/tenancy';

const tags = ['auth'];
const permission = closedObject({ value: { type: 'string' }, type: { type: 'string', enum: [...PERMISSION_TYPES] } });
/**
 * A user name or password as sign-in reads it: too long to match, or text no account can hold, is
 * "Wrong value type."; a blank one is sign-in's own "required!" (the handler's, as the page says it).
 */
const signInText = { maxLength: SIGN_IN_TEXT_MAX, message: messages.wrongType } as const;

/** What sign-in and sign-out reach beyond tokens: the keys of second-step tickets, the sockets to close. */
export interface SignInSecurity {
  keys: TwoFactorKeys;
  realtime: Realtime;
}

/** Sign-in, sign-out and the permission calls, on the api service. */
export function authRoutes(db: Db, tokens: Tokens, principals: Principals, security: SignInSecurity) {
  const throttle = loginThrottle(db);
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + AUTH_PATHS.login,
        tags,
        summary: 'Sign in',
        description:
          'Both name and password are required ("required!" when blank). ' +
          'A wrong pair answers 403; too many failures from one address or for one name answer 429 with retry-after. ' +
          'A user with two-factor sign-in (or whose group requires it) gets {next, ticket} instead of tokens: next is "code" (POST u/login/code) or "setup" (POST u/login/setup).',
        access: 'public',
        body: { name: { type: 'string', ...signInText }, password: { type: 'password', ...signInText } },
        response: {
          200: closedObject({ token: { type: 'string' }, socketToken: { type: 'string' }, next: { type: 'string', enum: ['code', 'setup'] }, ticket: { type: 'string' } }),
        },
      },
      async (req, reply) => {
        const { name, password } = req.body;
        const blank = [...(name ? [] : ['name']), ...(password ? [] : ['password'])];
        if (blank.length) throw new ValidationError(blank.map((path) => ({ path, msg: messages.loginRequired })));
        // counted and recorded before the password is checked, so parallel guesses cannot slip past
        const attempt = await throttle.reserve(req.ip, name!);
        if (!attempt.ok) {
          reply.header('retry-after', String(attempt.retryAfter));
          throw new ApiError(429, messages.tooManyAttempts);
        }
        const user = await signInUserByName(db, name!);
        const ok = await verifyPassword(password!, user?.password);
        if (!ok || !user?.password) throw new ApiError(403, messages.invalidCredentials);
        // a hash of an older, cheaper cost is written again at today's while the password is at hand
        if (needsRehash(user.password)) await storeRehashedPassword(db, user.id, user.password, await hashPassword(password!));
        // a second step follows: the attempt stays counted as a failure until its code is right
        if (user.twoFactor || user.required) {
          const next = user.twoFactor ? 'code' : 'setup';
          return { next, ticket: issueTicket(security.keys.tickets, { userId: user.id, name: name!, next }) };
        }
        await throttle.succeed(req.ip, name!);
        return startSession(db, tokens, user.id, { ip: req.ip, userAgent: req.headers['user-agent'] });
      },
    );

    // sign-out: the presented token and the socket token of the same sign-in stop working everywhere
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + ACCOUNT_PATHS.logout,
        tags,
        summary: 'Sign out: this token and its socket token stop working, its sockets close',
        access: 'signed-in',
        response: { 204: { type: 'null' } },
      },
      async (req, reply) => {
        const token = await tokens.verify(bearer(req) ?? '', 'access');
        if (token?.session) await endSession(db, security.realtime, principals, req.principal.userId, token.session, token.expiresAt);
        principals.clear();
        return reply.status(204).send();
      },
    );

    // the current user's permissions, group and name
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/' + AUTH_PATHS.myPermissions,
        tags,
        summary: 'The signed-in user: id, name, group, permissions, and the language and theme of the console',
        access: 'signed-in',
        response: {
          200: closedObject({
            userId: { type: 'integer' },
            username: { type: 'string' },
            userGroupId: { type: 'integer' },
            groupName: { type: ['string', 'null'] },
            permissions: { type: 'array', items: permission },
            businessId: { type: ['integer', 'null'] },
            franchiseId: { type: ['integer', 'null'] },
            language: { type: 'string', enum: [...USER_LANGUAGES] },
            theme: { type: ['string', 'null'], enum: [...USER_THEMES, null], description: "null until the user picks one: the console follows the system's colour scheme" },
          }),
        },
      },
      async (req) => {
        const p = req.principal;
        // a user of a business is shown what they may do: the platform's data to read only (docs/tenancy.md)
        return {
          userId: p.userId,
          username: p.username,
          userGroupId: p.userGroupId,
          groupName: p.groupName,
          permissions: effectivePermissions(p.permissions, p.tenant),
          businessId: p.tenant?.businessId ?? null,
          franchiseId: p.tenant?.franchiseId ?? null,
          // read at each call, not cached with the principal: a choice made in one process shows in all
          ...(await readPreferences(db, p.userId)),
        };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/' + AUTH_PATHS.permissionGroups,
        tags,
        summary: "The permission picker's catalogue, grouped",
        access: { path: 'system/user_group', right: 'access' },
        response: {
          200: {
            type: 'array',
            items: closedObject({
              group: { type: 'string' },
              permissions: {
                type: 'array',
                items: closedObject({ value: { type: 'string' }, label: { type: 'string' }, types: { type: 'array', items: { type: 'string' } } }),
              },
            }),
          },
        },
      },
      async () => permissionGroups(),
    );
  };
}
