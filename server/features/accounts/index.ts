import type { Feature } from '../feature';
import { accountRoutes } from './accounts.routes';
import { outboxRoutes } from './outbox.routes';
import { userHooks } from './user.hooks';
import { userGroupHooks } from './userGroup.hooks';

/** Users, groups, registration and recovery by mail, and the mail outbox. */
export const accounts: Feature = {
  name: 'accounts',
  hooks: (deps) => ({ user: userHooks(deps), userGroup: userGroupHooks(deps) }),
  routes: (ctx) => async (api) => {
    const { db, tokens, accounts: a } = ctx;
    await api.register(accountRoutes({ db, users: ctx.repositories.get('user')!, tokens, mailer: a.mailer, key: a.key, publicUrl: a.publicUrl }), { prefix: '/api' });
    await api.register(outboxRoutes(db), { prefix: '/api' });
  },
};
