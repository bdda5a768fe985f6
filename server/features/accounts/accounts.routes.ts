import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_PATHS,
  CODE_LENGTH,
  accountTexts,
  activateFields,
  forgotFields,
  invitationLink,
  inviteFields,
  registerFields,
  resendFields,
  resetFields,
  validateAccountForm,
  verifyFields,
} from '../../../contract/accounts';
import type { FieldDef } from '../../../contract/fields';
import { messages } from '../../../contract/messages';
import { startSession } from '../../auth/sessions.repository';
import { issueTicket } from '../../auth/sign-in-ticket';
import { signInUserById } from '../../auth/sign-in.repository';
import { twoFactorKeys } from '../../auth/two-factor';
import type { Tokens } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { inTransaction, type Actor, type EntityRepository } from '../../engine/entity.repository';
import { inputFieldSchema } from '../../engine/entity-schemas';
import { ApiError, ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import type { Mailer } from '../../providers/mail';
import { readAccountSecurity } from '../../config';
import { SIGN_UP_GROUP_ID } from '../../../contract/entities/userGroup';
import { DEFAULT_USER_LANGUAGE } from '../../../contract/accounts/user-language';
import { alreadyRegisteredMail, CODE_PURPOSES, invitationMail, resetMail, verifyMail } from './account-mails';
import { newCode, newToken } from './account-secret';
import { AccountTokens, type CheckResult } from './account-tokens.repository';
import { AccountUsers, type AccountUser } from './account-users.repository';
import { captchaKeys, checkCaptcha, createCaptcha } from './captcha';
import { requestThrottle } from './request-throttle';

export interface AccountDeps {
  db: Db;
  /** every write of a user goes through the engine: its rules, audit and cache clearing */
  users: EntityRepository;
  tokens: Tokens;
  mailer: Mailer;
  /** HMAC key for codes and captchas */
  key: Buffer;
  /** origin put in invitation links */
  publicUrl: string;
}

const route = (path: string) => '/' + path;
const tags = ['accounts'];
const str = { type: 'string' } as const;
const message = closedObject({ message: str }, ['message']);

/**
 * A form whose rules go beyond its fields (a password's strength, a code's format, a confirmation):
 * read as a declaration checked afterwards by the contract's form rule, every failing field at once.
 */
const formBody = <F extends Record<string, FieldDef>>(fields: F) =>
  ({
    raw: 'declaration',
    schema: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(fields).map(([n, d]) => [n, inputFieldSchema(n, d)])),
      required: Object.entries(fields)
        .filter(([, d]) => d.required)
        .map(([n]) => n),
    },
  }) as const;

/** The values of such a form, or a 422 with one item per failing field. */
function validate<F extends Record<string, FieldDef>>(fields: F, body: unknown) {
  const { value, errors } = validateAccountForm(fields, body);
  if (errors.length) throw new ValidationError(errors);
  return value as { [K in keyof F]: string };
}

/** The product acting for a visitor it identified by a code or a link: no permission rule applies. */
const visitor = (username: string): Actor => ({ userId: 0, username, system: true });

/**
 * Sign-up with an emailed code, password recovery and invitations (docs/accounts.md). Answers never
 * depend on whether an email has an account; codes and tokens are hashed, expire, are single-use
 * and count wrong tries.
 */
export function accountRoutes(deps: AccountDeps) {
  const { db, mailer, users } = deps;
  const secrets = new AccountTokens(db, deps.key);
  const accounts = new AccountUsers(db);
  const throttle = requestThrottle(db);
  const { tickets } = twoFactorKeys(deps.key);
  const captcha = captchaKeys(deps.key);
  const { captchaComplexity } = readAccountSecurity(process.env);

  const guard = async (req: FastifyRequest, kind: string) => {
    if (await throttle.over(req.ip, kind)) throw new ApiError(429, accountTexts.tooManyRequests);
  };

  const userByEmail = (email: string) => accounts.byEmail(email);
  const userByName = (username: string) => accounts.byName(username);

  /** Mails a fresh code unless the address already had its share this hour. Not awaited by callers. */
  const mailCode = async (user: AccountUser, purpose: 'verify' | 'reset') => {
    const code = newCode(CODE_LENGTH);
    const message = purpose === 'verify' ? verifyMail(user, code) : resetMail(user, code);
    await mailer.send(message, {
      limit: { purposes: CODE_PURPOSES, max: ACCOUNT_LIMITS.mailsPerHour, minutes: 60 },
      inTransaction: (trx) => secrets.issue(user.id, purpose, code, trx),
    });
  };
  /** Sends in the background so the answer takes the same time whether or not anything is sent. */
  const background = (work: Promise<unknown>, app: FastifyInstance) => void work.catch((e) => app.log.error(e, 'account mail'));

  const failure = (result: Exclude<CheckResult, { ok: true }>) =>
    result.reason === 'usedUp'
      ? new ApiError(429, accountTexts.codeGuessesUsedUp)
      : new ApiError(403, result.reason === 'tooMany' ? accountTexts.tooManyCodeAttempts : accountTexts.wrongCode);

  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.register),
        tags,
        summary: 'Sign-up: a disabled account and a code mailed to verify it; the same answer when the address already has an account',
        access: 'public',
        body: formBody(registerFields),
        response: { 201: closedObject({ message: str, email: str }, ['message', 'email']) },
      },
      async (req, reply) => {
        const form = validate(registerFields, req.body);
        await guard(req, 'register');
        if (await userByName(form.username)) throw new ValidationError([{ path: 'username', msg: messages.taken('username') }]);
        const existing = await userByEmail(form.email);
        if (existing) {
          const limit = { purposes: CODE_PURPOSES, max: ACCOUNT_LIMITS.mailsPerHour, minutes: 60 };
          background(mailer.send(alreadyRegisteredMail(existing), { limit }), app);
          return reply.status(201).send({ message: accountTexts.accountCreated, email: form.email });
        }
        let user: AccountUser;
        try {
          const row = await users.create(
            { username: form.username, firstname: form.firstname ?? null, lastname: form.lastname ?? null, email: form.email, phone: '', password: form.password, status: false, user_group_id: SIGN_UP_GROUP_ID },
            visitor(form.username),
            { action: 'sign-up' },
          );
          user = { id: row.userId as number, username: form.username, email: form.email, status: false, language: DEFAULT_USER_LANGUAGE };
        } catch (e) {
          // the same name or address registered at the same moment
          const taken = e instanceof ValidationError ? e.items[0]?.path : undefined;
          if (taken === 'email') return reply.status(201).send({ message: accountTexts.accountCreated, email: form.email });
          throw e;
        }
        background(mailCode(user, 'verify'), app);
        return reply.status(201).send({ message: accountTexts.accountCreated, email: form.email });
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.verify),
        tags,
        summary: 'Sign-up, second step: the mailed code enables the account',
        access: 'public',
        body: formBody(verifyFields),
        response: { 200: message },
      },
      async (req) => {
        const form = validate(verifyFields, req.body);
        await guard(req, 'code');
        const user = await userByEmail(form.email);
        const waiting = user && !user.status ? user.id : undefined;
        const result = await secrets.check(
          waiting,
          'verify',
          form.code,
          async (tx, userId) => {
            await users.update(userId, { status: true }, visitor(user!.username), { tx, action: 'verify' });
            // verified for good: an administrator disabling this user later cannot be undone by a new code
            await secrets.forget(userId, 'verify', tx.trx);
          },
          form.email,
        );
        if (!result.ok) throw failure(result);
        return { message: accountTexts.registrationComplete };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: route(ACCOUNT_PATHS.captcha),
        tags,
        summary: 'A fresh proof-of-work challenge (ALTCHA) for the Resend link, never cached',
        access: 'public',
        response: {
          200: closedObject(
            {
              // every parameter the challenge was signed with: one left out would fail its check
              parameters: closedObject({
                algorithm: str,
                nonce: str,
                salt: str,
                cost: { type: 'number' },
                keyLength: { type: 'number' },
                keyPrefix: str,
                keySignature: str,
                memoryCost: { type: 'number' },
                parallelism: { type: 'number' },
                expiresAt: { type: 'number' },
                data: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
              }),
              signature: str,
            },
            ['parameters', 'signature'],
          ),
        },
      },
      async (req, reply) => {
        await guard(req, 'captcha');
        reply.header('cache-control', 'no-store');
        return createCaptcha(captcha, captchaComplexity);
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.resend),
        tags,
        summary: 'A new sign-up code, for a solved captcha; the same answer whatever the address',
        description: "altcha: the widget's payload, base64 of the challenge and its solution; a wrong one answers 403.",
        access: 'public',
        body: resendFields,
        response: { 200: message },
      },
      async (req) => {
        const form = req.body;
        await guard(req, 'resend');
        if (!(await checkCaptcha(db, captcha, form.altcha))) throw new ApiError(403, accountTexts.wrongCaptcha);
        const user = await userByEmail(form.email);
        // only a sign-up still waiting for its code gets a new one
        if (user && !user.status && (await secrets.had(user.id, 'verify'))) background(mailCode(user, 'verify'), app);
        return { message: accountTexts.resendSuccess };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.forgot),
        tags,
        summary: 'Password recovery: a code mailed to an enabled account; the same answer whatever the address',
        access: 'public',
        body: forgotFields,
        response: { 200: message },
      },
      async (req) => {
        await guard(req, 'forgot');
        const user = await userByEmail(req.body.email);
        if (user?.status) background(mailCode(user, 'reset'), app);
        return { message: accountTexts.emailSent };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.reset),
        tags,
        summary: 'Password recovery, second step: the mailed code sets a new password',
        access: 'public',
        body: formBody(resetFields),
        response: { 200: message },
      },
      async (req) => {
        const form = validate(resetFields, req.body);
        await guard(req, 'code');
        const user = await userByEmail(form.email);
        const result = await secrets.check(
          user?.status ? user.id : undefined,
          'reset',
          form.code,
          async (tx, userId) => {
            await users.update(userId, { password: form.password }, visitor(user!.username), { tx, action: 'password reset' });
          },
          form.email,
        );
        if (!result.ok) throw failure(result);
        return { message: accountTexts.passwordChanged };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.invite),
        tags,
        summary: 'Invites a user: a disabled account in the group and a mailed link to choose a password',
        description: 'The user rules apply as in the user form: nobody invites into a group granting more than they hold.',
        access: { path: 'system/user', right: 'create' },
        body: inviteFields,
        response: { 201: closedObject({ message: str, userId: { type: 'integer' } }, ['message', 'userId']) },
      },
      async (req, reply) => {
        const form = req.body;
        const errors = [];
        if (await userByName(form.username)) errors.push({ path: 'username', msg: messages.taken('username') });
        if (await userByEmail(form.email)) errors.push({ path: 'email', msg: messages.taken('email') });
        if (!(await accounts.groupIsActive(form.user_group_id))) errors.push({ path: 'user_group_id', msg: messages.required('Group') });
        if (errors.length) throw new ValidationError(errors);
        const token = newToken();
        const actor = req.principal;
        // the user's rules apply as in the user form: nobody invites into a group granting more than they hold
        const userId = await inTransaction(db, async (tx) => {
          const row = await users.create(
            { username: form.username, firstname: form.firstname, lastname: form.lastname, email: form.email, phone: '', password: null, status: false, user_group_id: form.user_group_id },
            actor,
            { tx, action: 'invite' },
          );
          await secrets.issue(row.userId as number, 'invite', token, tx.trx);
          return row.userId as number;
        });
        const link = deps.publicUrl + invitationLink(form.username, token);
        await mailer.send(invitationMail({ email: form.email, username: form.username, language: DEFAULT_USER_LANGUAGE }, link, actor.username));
        return reply.status(201).send({ message: accountTexts.invitationSent, userId: Number(userId) });
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: route(ACCOUNT_PATHS.invitation),
        tags,
        summary: "An invitation link: the user's name while it is valid, otherwise 404",
        access: 'public',
        query: { username: str, token: str },
        response: { 200: closedObject({ username: str }, ['username']) },
      },
      async (req) => {
        await guard(req, 'invitation');
        const { username, token = '' } = req.query;
        const user = username ? await userByName(username) : undefined;
        const live = user && !user.status && (await secrets.isLive(user.id, 'invite', token));
        if (!live) throw new ApiError(404, accountTexts.invalidInvitation);
        return { username: user.username };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: route(ACCOUNT_PATHS.activate),
        tags,
        summary: "An invitation accepted: the user's password set and the account enabled, signed in",
        description: 'A group that requires two-factor sign-in answers {next: "setup", ticket} instead of tokens.',
        access: 'public',
        body: formBody(activateFields),
        response: { 200: closedObject({ token: str, socketToken: str, next: { type: 'string', enum: ['setup'] }, ticket: str }) },
      },
      async (req) => {
        const form = validate(activateFields, req.body);
        await guard(req, 'invitation');
        const user = await userByName(form.username);
        const result = await secrets.check(user && !user.status ? user.id : undefined, 'invite', form.token, async (tx, userId) => {
          await users.update(userId, { password: form.password, status: true }, visitor(user!.username), { tx, action: 'activate' });
        });
        if (!result.ok) throw new ApiError(404, accountTexts.invalidInvitation);
        // a group that requires two-factor sign-in: the new user sets it up before getting a session
        const activated = await signInUserById(db, result.userId);
        if (activated?.required) return { next: 'setup', ticket: issueTicket(tickets, { userId: activated.id, name: activated.username, next: 'setup' }) };
        return startSession(db, deps.tokens, result.userId, { ip: req.ip, userAgent: req.headers['user-agent'] });
      },
    );
  };
}
