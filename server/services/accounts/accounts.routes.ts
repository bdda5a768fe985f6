import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
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
import { hashPassword } from '../../auth/password';
import { AUTH_CHANGED_CHANNEL, type Principals } from '../../auth/principals';
import { newSession, type Tokens } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { recordAudit, type Trx } from '../../engine/entity.repository';
import { parseSearch } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import type { Mailer } from '../../providers/mail';
import { SIGN_UP_GROUP_ID } from '../../../contract/entities/userGroup';
import { assertMayAssignGroup } from '../../entities/group-rights';
import { alreadyRegisteredMail, CODE_PURPOSES, invitationMail, resetMail, verifyMail } from './account-mails';
import { newCode, newToken } from './account-secret';
import { AccountTokens, type CheckResult } from './account-tokens.repository';
import { checkCaptcha, createCaptcha } from './captcha';
import { requestThrottle } from './request-throttle';

export interface AccountDeps {
  db: Db;
  tokens: Tokens;
  principals: Principals;
  mailer: Mailer;
  /** HMAC key for codes and captchas */
  key: Buffer;
  /** origin put in invitation links */
  publicUrl: string;
}

const route = (path: string) => '/' + path;
const PUBLIC = { config: { public: true } } as const;

function validate<F extends Record<string, FieldDef>>(fields: F, body: unknown) {
  const { value, errors } = validateAccountForm(fields, body);
  if (errors.length) throw new ValidationError(errors);
  return value as { [K in keyof F]: string };
}

interface UserRow {
  id: number;
  username: string;
  email: string;
  status: boolean;
}

/**
 * Sign-up with an emailed code, password recovery and invitations (docs/accounts.md). Answers never
 * depend on whether an email has an account; codes and tokens are hashed, expire, are single-use
 * and count wrong tries.
 */
export function accountRoutes(deps: AccountDeps) {
  const { db, mailer, principals } = deps;
  const secrets = new AccountTokens(db, deps.key);
  const throttle = requestThrottle(db);

  const guard = async (req: FastifyRequest, kind: string) => {
    if (await throttle.over(req.ip, kind)) throw new ApiError(429, accountTexts.tooManyRequests);
  };

  const userByEmail = async (email: string) =>
    (await sql<UserRow>`SELECT id, username, email, status FROM app_user WHERE lower(email) = lower(${email}) AND NOT deleted`.execute(db))
      .rows[0];
  const userByName = async (username: string) =>
    (await sql<UserRow>`SELECT id, username, email, status FROM app_user WHERE lower(username) = lower(${username}) AND NOT deleted`.execute(db))
      .rows[0];

  /** Mails a fresh code unless the address already had its share this hour. Not awaited by callers. */
  const mailCode = async (user: UserRow, purpose: 'verify' | 'reset') => {
    const code = newCode(CODE_LENGTH);
    const message = purpose === 'verify' ? verifyMail(user.email, user.username, code) : resetMail(user.email, user.username, code);
    await mailer.send(message, {
      limit: { purposes: CODE_PURPOSES, max: ACCOUNT_LIMITS.mailsPerHour, minutes: 60 },
      inTransaction: (trx) => secrets.issue(user.id, purpose, code, trx),
    });
  };
  /** Sends in the background so the answer takes the same time whether or not anything is sent. */
  const background = (work: Promise<unknown>, app: FastifyInstance) => void work.catch((e) => app.log.error(e, 'account mail'));

  const authChanged = (trx: Trx) => sql`SELECT pg_notify(${AUTH_CHANGED_CHANNEL}, 'user')`.execute(trx);

  const failure = (result: Exclude<CheckResult, { ok: true }>) =>
    result.reason === 'usedUp'
      ? new ApiError(429, accountTexts.codeGuessesUsedUp)
      : new ApiError(403, result.reason === 'tooMany' ? accountTexts.tooManyCodeAttempts : accountTexts.wrongCode);

  return async function routes(app: FastifyInstance) {
    app.post(route(ACCOUNT_PATHS.register), PUBLIC, async (req, reply) => {
      const form = validate(registerFields, req.body);
      await guard(req, 'register');
      if (await userByName(form.username)) throw new ValidationError([{ path: 'username', msg: messages.taken('username') }]);
      const password = await hashPassword(form.password);
      const existing = await userByEmail(form.email);
      if (existing) {
        const limit = { purposes: CODE_PURPOSES, max: ACCOUNT_LIMITS.mailsPerHour, minutes: 60 };
        background(mailer.send(alreadyRegisteredMail(existing.email), { limit }), app);
        return reply.status(201).send({ message: accountTexts.accountCreated, email: form.email });
      }
      let user: UserRow;
      try {
        user = await db.transaction().execute(async (trx) => {
          const { rows } = await sql<UserRow>`
            INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours)
            VALUES (${form.username}, ${form.firstname ?? null}, ${form.lastname ?? null}, ${form.email}, '', ${password}, false,
                    ${SIGN_UP_GROUP_ID}, 0, '{"monthlySalary":0,"hourlyRate":0,"perOrderRate":0}'::jsonb, '{}'::jsonb)
            RETURNING id, username, email, status`.execute(trx);
          const row = rows[0];
          await recordAudit(trx, { userId: row.id, username: row.username }, 'user', row.id, 'sign-up', null, {
            username: row.username,
            email: row.email,
            status: false,
            user_group_id: SIGN_UP_GROUP_ID,
          });
          return row;
        });
      } catch (e) {
        const constraint = (e as { code?: string; constraint?: string }).code === '23505' ? (e as { constraint?: string }).constraint : undefined;
        if (constraint?.includes('username')) throw new ValidationError([{ path: 'username', msg: messages.taken('username') }]);
        if (constraint?.includes('email')) return reply.status(201).send({ message: accountTexts.accountCreated, email: form.email });
        throw e;
      }
      background(mailCode(user, 'verify'), app);
      return reply.status(201).send({ message: accountTexts.accountCreated, email: form.email });
    });

    app.post(route(ACCOUNT_PATHS.verify), PUBLIC, async (req) => {
      const form = validate(verifyFields, req.body);
      await guard(req, 'code');
      const user = await userByEmail(form.email);
      const waiting = user && !user.status ? user.id : undefined;
      const result = await secrets.check(waiting, 'verify', form.code, async (trx, userId) => {
        await sql`UPDATE app_user SET status = true, date_modified = now() WHERE id = ${userId}`.execute(trx);
        // verified for good: an administrator disabling this user later cannot be undone by a new code
        await sql`DELETE FROM account_token WHERE user_id = ${userId} AND purpose = 'verify'`.execute(trx);
        await recordAudit(trx, { userId, username: user!.username }, 'user', userId, 'verify', { status: false }, { status: true });
        await authChanged(trx);
      }, form.email);
      if (!result.ok) throw failure(result);
      principals.clear();
      return { message: accountTexts.registrationComplete };
    });

    app.get(route(ACCOUNT_PATHS.captcha), PUBLIC, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(deps.key);
    });

    app.post(route(ACCOUNT_PATHS.resend), PUBLIC, async (req) => {
      const form = validate(resendFields, req.body);
      await guard(req, 'resend');
      if (!(await checkCaptcha(db, deps.key, form.captchaId, form.captchaAnswer))) throw new ApiError(403, accountTexts.wrongCaptcha);
      const user = await userByEmail(form.email);
      // only a sign-up still waiting for its code gets a new one
      if (user && !user.status && (await secrets.had(user.id, 'verify'))) background(mailCode(user, 'verify'), app);
      return { message: accountTexts.resendSuccess };
    });

    app.post(route(ACCOUNT_PATHS.forgot), PUBLIC, async (req) => {
      const form = validate(forgotFields, req.body);
      await guard(req, 'forgot');
      const user = await userByEmail(form.email);
      if (user?.status) background(mailCode(user, 'reset'), app);
      return { message: accountTexts.emailSent };
    });

    app.post(route(ACCOUNT_PATHS.reset), PUBLIC, async (req) => {
      const form = validate(resetFields, req.body);
      await guard(req, 'code');
      const user = await userByEmail(form.email);
      const password = await hashPassword(form.password);
      const result = await secrets.check(user?.status ? user.id : undefined, 'reset', form.code, async (trx, userId) => {
        await sql`UPDATE app_user SET password = ${password}, date_modified = now() WHERE id = ${userId}`.execute(trx);
        await recordAudit(trx, { userId, username: user!.username }, 'user', userId, 'password reset', { password: '(hidden)' }, { password: '(changed)' });
        await authChanged(trx);
      }, form.email);
      if (!result.ok) throw failure(result);
      principals.clear();
      return { message: accountTexts.passwordChanged };
    });

    app.post(route(ACCOUNT_PATHS.invite), { config: { permission: { path: 'system/user', right: 'create' } } }, async (req, reply) => {
      const form = validate(inviteFields, req.body);
      const errors = [];
      if (await userByName(form.username)) errors.push({ path: 'username', msg: messages.taken('username') });
      if (await userByEmail(form.email)) errors.push({ path: 'email', msg: messages.taken('email') });
      const group = await sql`SELECT 1 FROM user_group WHERE id = ${Number(form.user_group_id)} AND NOT deleted`.execute(db);
      if (!group.rows.length) errors.push({ path: 'user_group_id', msg: messages.required('Group') });
      if (errors.length) throw new ValidationError(errors);
      // the same rule as the user form: nobody invites into a group granting more than they hold
      await assertMayAssignGroup(db, req.principal.permissions, Number(form.user_group_id));
      const token = newToken();
      const actor = req.principal;
      const userId = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`
          INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours)
          VALUES (${form.username}, ${form.firstname}, ${form.lastname}, ${form.email}, '', NULL, false, ${Number(form.user_group_id)}, 0,
                  '{"monthlySalary":0,"hourlyRate":0,"perOrderRate":0}'::jsonb, '{}'::jsonb)
          RETURNING id`.execute(trx);
        const id = rows[0].id;
        await secrets.issue(id, 'invite', token, trx);
        await recordAudit(trx, actor, 'user', id, 'invite', null, {
          username: form.username,
          email: form.email,
          status: false,
          user_group_id: Number(form.user_group_id),
        });
        return id;
      });
      const link = deps.publicUrl + invitationLink(form.username, token);
      await mailer.send(invitationMail(form.email, form.username, link, actor.username));
      return reply.status(201).send({ message: accountTexts.invitationSent, userId: Number(userId) });
    });

    app.get<{ Querystring: { username?: string; token?: string } }>(route(ACCOUNT_PATHS.invitation), PUBLIC, async (req) => {
      await guard(req, 'invitation');
      const username = parseSearch(req.query, 'username');
      const token = parseSearch(req.query, 'token') ?? '';
      const user = username ? await userByName(username) : undefined;
      const live = user && !user.status && (await secrets.isLive(user.id, 'invite', token));
      if (!live) throw new ApiError(404, accountTexts.invalidInvitation);
      return { username: user.username };
    });

    app.post(route(ACCOUNT_PATHS.activate), PUBLIC, async (req) => {
      const form = validate(activateFields, req.body);
      await guard(req, 'invitation');
      const user = await userByName(form.username);
      const password = await hashPassword(form.password);
      const result = await secrets.check(user && !user.status ? user.id : undefined, 'invite', form.token, async (trx, userId) => {
        await sql`UPDATE app_user SET password = ${password}, status = true, date_modified = now() WHERE id = ${userId}`.execute(trx);
        await recordAudit(trx, { userId, username: user!.username }, 'user', userId, 'activate', { status: false }, { status: true });
        await authChanged(trx);
      });
      if (!result.ok) throw new ApiError(404, accountTexts.invalidInvitation);
      principals.clear();
      const session = newSession();
      return {
        token: await deps.tokens.sign(result.userId, 'access', session),
        socketToken: await deps.tokens.sign(result.userId, 'socket', session),
      };
    });
  };
}
