import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  disableFields,
  enableFields,
  formatRecoveryCode,
  loginCodeFields,
  loginSetupFields,
  SECURITY_PATHS,
  securityTexts,
  validateSecurityForm,
  type SecurityFormRule,
} from '../../contract/accounts/two-factor';
import type { FieldDef } from '../../contract/fields';
import { messages } from '../../contract/messages';
import type { Db } from '../db/database';
import { inTransaction, recordAudit, type EntityRepository } from '../engine/entity.repository';
import { ApiError, ValidationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { closedObject } from '../http/schemas';
import { loginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { readTicket } from './sign-in-ticket';
import { signInUserById, type SignInUser } from './sign-in.repository';
import { startSession } from './sessions.repository';
import type { Tokens } from './tokens';
import type { TwoFactorKeys } from './two-factor';
import { TwoFactorStore } from './two-factor.repository';

export interface TwoFactorDeps {
  db: Db;
  tokens: Tokens;
  keys: TwoFactorKeys;
  /** the users' repository: an administrator's reset goes through its rules (a right over the user's group) */
  users: EntityRepository;
}

const tags = ['auth'];
const str = { type: 'string' } as const;
const session = closedObject({ token: str, socketToken: str, recoveryCodesLeft: { type: 'integer' } });
const setup = closedObject({ secret: str, uri: str, qr: { type: 'string', description: 'the otpauth URI as an SVG QR code (data URL)' } });
const recoveryCodes = closedObject({ recoveryCodes: { type: 'array', items: str } });
const done = { 204: { type: 'null' } };

/**
 * The code's own rule, past its declared field (a current code, or either kind; a password instead
 * when the rule allows it), as the contract gives it: the form's values, or a 422.
 */
function codeRule<F extends Record<string, FieldDef>>(fields: F, body: unknown, rule: SecurityFormRule) {
  const { value, errors } = validateSecurityForm(fields, body, rule);
  if (errors.length) throw new ValidationError(errors);
  return value as { [K in keyof F]: string };
}

const origin = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const self = (user: { id: number; username: string }) => ({ userId: user.id, username: user.username });

/**
 * Two-factor sign-in (docs/accounts.md, "Two-factor sign-in"): the steps after a right password, and
 * the signed-in user's own settings. Every code or password checked here counts against the
 * sign-in limits of the name, as a password typed at sign-in does.
 */
export function twoFactorRoutes({ db, tokens, keys, users }: TwoFactorDeps) {
  const store = new TwoFactorStore(db, keys);
  const throttle = loginThrottle(db);

  /** Counts the attempt before anything is checked; 429 past the limits. */
  const reserve = async (req: FastifyRequest, reply: FastifyReply, name: string) => {
    const attempt = await throttle.reserve(req.ip, name);
    if (!attempt.ok) {
      reply.header('retry-after', String(attempt.retryAfter));
      throw new ApiError(429, messages.tooManyAttempts);
    }
  };

  /** The user a ticket of this step stands for, if the ticket is good and nothing changed since it was issued. */
  const ticketUser = async (text: string, step: 'code' | 'setup'): Promise<{ user: SignInUser; name: string }> => {
    const ticket = readTicket(keys.tickets, text, step);
    const user = ticket && (await signInUserById(db, ticket.userId));
    // gone, disabled, a new password or everything signed out since: sign in again
    if (!ticket || !user || ticket.issuedAt < user.validAfter || user.twoFactor !== (step === 'code')) throw new ApiError(403, securityTexts.signInExpired);
    return { user, name: ticket.name };
  };

  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.loginCode,
        tags,
        summary: 'Sign in, second step: a current code of the authenticator app, or a recovery code (used up)',
        description: 'A wrong code answers 403 and counts as a failed sign-in of the name (docs/security.md); an expired ticket answers 403.',
        access: 'public',
        body: loginCodeFields,
        response: { 200: session },
      },
      async (req, reply) => {
        const form = codeRule(loginCodeFields, req.body, { code: 'any' });
        const { user, name } = await ticketUser(form.ticket, 'code');
        await reserve(req, reply, name);
        const result = await store.check(user.id, form.code);
        if (!result.ok) throw new ApiError(403, securityTexts.wrongCode);
        await throttle.succeed(req.ip, name);
        if (result.recoveryCodesLeft !== undefined) await recordAudit(db, self(user), 'user', user.id, 'two-factor recovery code used', null, null);
        const signedIn = await startSession(db, tokens, user.id, origin(req));
        return result.recoveryCodesLeft === undefined ? signedIn : { ...signedIn, recoveryCodesLeft: result.recoveryCodesLeft };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.loginSetup,
        tags,
        summary: 'Sign in, a group requiring two-factor: a new secret for the user to add to an app',
        access: 'public',
        body: loginSetupFields,
        response: { 200: setup },
      },
      async (req) => {
        const form = codeRule(loginSetupFields, req.body, { code: 'any' });
        const { user } = await ticketUser(form.ticket, 'setup');
        const started = await store.startSetup(user.id, user.username);
        if (!started) throw new ApiError(403, securityTexts.signInExpired);
        return started;
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.loginSetupConfirm,
        tags,
        summary: 'Sign in, a group requiring two-factor: the first code turns it on, answers the session and the recovery codes (shown once)',
        access: 'public',
        body: loginCodeFields,
        response: { 200: closedObject({ token: str, socketToken: str, recoveryCodes: { type: 'array', items: str } }) },
      },
      async (req, reply) => {
        const form = codeRule(loginCodeFields, req.body, { code: 'totp' });
        const { user, name } = await ticketUser(form.ticket, 'setup');
        await reserve(req, reply, name);
        const codes = await store.enable(user.id, form.code);
        if (codes === 'none') throw new ApiError(403, securityTexts.noSetup);
        if (codes === 'wrong') throw new ApiError(403, securityTexts.wrongCode);
        await throttle.succeed(req.ip, name);
        await recordAudit(db, self(user), 'user', user.id, 'two-factor on', null, null);
        return { ...(await startSession(db, tokens, user.id, origin(req))), recoveryCodes: codes.map(formatRecoveryCode) };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/' + SECURITY_PATHS.twoFactor,
        tags,
        summary: "The signed-in user's two-factor sign-in: on or off, required by the group, recovery codes left",
        access: 'signed-in',
        response: { 200: closedObject({ enabled: { type: 'boolean' }, required: { type: 'boolean' }, enabledAt: { type: ['string', 'null'] }, recoveryCodesLeft: { type: 'integer' } }) },
      },
      async (req) => store.status(req.principal.userId),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.twoFactorSetup,
        tags,
        summary: 'A new secret waiting for its first code (the secret is never shown again)',
        access: 'signed-in',
        response: { 200: setup },
      },
      async (req) => {
        const started = await store.startSetup(req.principal.userId, req.principal.username);
        if (!started) throw new ApiError(409, securityTexts.alreadyEnabled);
        return started;
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.twoFactorEnable,
        tags,
        summary: 'Turns two-factor sign-in on with the first code; answers the recovery codes, shown once',
        access: 'signed-in',
        body: enableFields,
        response: { 200: recoveryCodes },
      },
      async (req) => {
        const form = codeRule(enableFields, req.body, { code: 'totp' });
        const codes = await store.enable(req.principal.userId, form.code);
        if (codes === 'none') throw new ApiError(409, (await store.status(req.principal.userId)).enabled ? securityTexts.alreadyEnabled : securityTexts.noSetup);
        if (codes === 'wrong') throw new ValidationError([{ path: 'code', msg: securityTexts.wrongCode }]);
        await recordAudit(db, req.principal, 'user', req.principal.userId, 'two-factor on', null, null);
        return { recoveryCodes: codes.map(formatRecoveryCode) };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.twoFactorDisable,
        tags,
        summary: 'Turns two-factor sign-in off, with a current code or the password',
        description: 'A wrong code or password counts as a failed sign-in of the user (docs/security.md).',
        access: 'signed-in',
        body: disableFields,
        response: done,
      },
      async (req, reply) => {
        const form = codeRule(disableFields, req.body, { code: 'any', codeOrPassword: true });
        const p = req.principal;
        const status = await store.status(p.userId);
        if (!status.enabled) throw new ApiError(409, securityTexts.notEnabled);
        if (status.required) throw new ApiError(409, securityTexts.requiredByGroup);
        await reserve(req, reply, p.username);
        if (form.code) {
          if (!(await store.check(p.userId, form.code)).ok) throw new ValidationError([{ path: 'code', msg: securityTexts.wrongCode }]);
        } else {
          const user = await signInUserById(db, p.userId);
          if (!user || !(await verifyPassword(form.password, user.password))) throw new ValidationError([{ path: 'password', msg: securityTexts.wrongPassword }]);
        }
        await throttle.succeed(req.ip, p.username);
        await store.disable(p.userId);
        await recordAudit(db, p, 'user', p.userId, 'two-factor off', null, null);
        return reply.status(204).send();
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.recoveryCodes,
        tags,
        summary: 'New recovery codes (with a current code); the old ones stop working',
        access: 'signed-in',
        body: enableFields,
        response: { 200: recoveryCodes },
      },
      async (req, reply) => {
        const form = codeRule(enableFields, req.body, { code: 'totp' });
        const p = req.principal;
        if (!(await store.status(p.userId)).enabled) throw new ApiError(409, securityTexts.notEnabled);
        await reserve(req, reply, p.username);
        if (!(await store.check(p.userId, form.code)).ok) throw new ValidationError([{ path: 'code', msg: securityTexts.wrongCode }]);
        await throttle.succeed(req.ip, p.username);
        const codes = await store.renewRecoveryCodes(p.userId);
        await recordAudit(db, p, 'user', p.userId, 'recovery codes renewed', null, null);
        return { recoveryCodes: codes.map(formatRecoveryCode) };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + SECURITY_PATHS.reset(':id'),
        tags,
        summary: "An administrator turns off another user's two-factor sign-in (phone and recovery codes lost)",
        description: "Needs update on system/user and a right over the user's group, as any write to that user; the user sets it up again at the next sign-in if the group requires it.",
        access: { path: 'system/user', right: 'update' },
        params: { id: { type: 'reference', required: true, message: messages.wrongType } },
        response: done,
      },
      async (req, reply) => {
        const id = req.params.id;
        await inTransaction(db, async (tx) => {
          // an empty write through the users' rules: 404 for no such user, 403 without a right over their group
          await users.update(id, {}, req.principal, { tx, action: 'two-factor reset' });
          await store.disable(id, tx.trx);
          await recordAudit(tx.trx, req.principal, 'user', id, 'two-factor reset', null, null);
        });
        return reply.status(204).send();
      },
    );
  };
}
