import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { messages } from '../../contract/messages';
import { permissionGroups } from '../../contract/permission-catalog';
import { AUTH_PATHS } from '../../contract/services';
import type { Db } from '../db/database';
import { ApiError, ValidationError } from '../http/errors';
import { loginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import type { Tokens } from './tokens';

/** Sign-in and the permission calls, on the api service. */
export function authRoutes(db: Db, tokens: Tokens) {
  const throttle = loginThrottle(db);
  return async function routes(app: FastifyInstance) {
    app.post<{ Body: { name?: unknown; password?: unknown } }>(
      '/' + AUTH_PATHS.login,
      { config: { public: true } },
      async (req) => {
        const { name, password } = req.body ?? {};
        const errors = [];
        if (typeof name !== 'string' || !name.trim()) errors.push({ path: 'name', msg: messages.loginRequired });
        if (typeof password !== 'string' || !password) errors.push({ path: 'password', msg: messages.loginRequired });
        if (errors.length) throw new ValidationError(errors);
        if (await throttle.blocked(req.ip)) throw new ApiError(429, messages.tooManyAttempts);
        const { rows } = await sql<{ id: number; password: string }>`
          SELECT u.id, u.password FROM app_user u JOIN user_group g ON g.id = u.user_group_id
          WHERE lower(u.username) = lower(${String(name).trim()}) AND u.status AND NOT u.deleted AND NOT g.deleted`.execute(db);
        const ok = await verifyPassword(String(password), rows[0]?.password);
        if (!ok) {
          await throttle.fail(req.ip, String(name));
          throw new ApiError(403, messages.invalidCredentials);
        }
        await throttle.succeed(req.ip, String(name));
        const userId = rows[0].id;
        return { token: await tokens.sign(userId, 'access'), socketToken: await tokens.sign(userId, 'socket') };
      },
    );

    // the current user's permissions, group and name
    app.get('/' + AUTH_PATHS.myPermissions, async (req) => {
      const p = req.principal;
      return { userId: p.userId, username: p.username, userGroupId: p.userGroupId, groupName: p.groupName, permissions: p.permissions };
    });

    app.get('/' + AUTH_PATHS.permissionGroups, { config: { permission: { path: 'system/user_group', right: 'access' } } }, async () =>
      permissionGroups(),
    );
  };
}
