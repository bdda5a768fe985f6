// Sign-in, throttling, tokens of disabled users, the permission calls, and user passwords.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { entities, entityList } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { PERMISSION_TYPES } from '../../../contract/permissions';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/database';
import { ADMIN_PASSWORD } from '../constants';
import { base, useHarness } from '../harness';
import { sampleRecord } from '../sample-record';

const h = useHarness();
const LOGIN = '/api/u/login';
const user = entities.user;

const login = (name: unknown, password: unknown, remoteAddress = '127.0.0.1') =>
  h.call('POST', LOGIN, { token: null, body: { name, password }, remoteAddress });

/** A user created through the API with a password of our choosing. */
async function newUser(password = 'Secret#123') {
  const body = { ...sampleRecord(user, await h.refsFor(user)), password };
  const res = await h.call('POST', base(user), { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).not.toHaveProperty('password');
  return { ...res.body, password } as Record<string, any>;
}

describe('sign-in', () => {
  it('returns a token and a socket token that work', async () => {
    const res = await login('admin', ADMIN_PASSWORD, '10.0.0.1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), socketToken: expect.any(String) });
    expect((await h.call('GET', '/api/ug/p/u', { token: res.body.token })).status).toBe(200);
    // the socket token is for sockets only
    expect((await h.call('GET', '/api/ug/p/u', { token: res.body.socketToken })).status).toBe(401);
  });

  it('ignores the letter case and surrounding spaces of the user name', async () => {
    expect((await login('  ADMIN ', ADMIN_PASSWORD, '10.0.0.2')).status).toBe(200);
  });

  it('422 "required!" for each blank field', async () => {
    const res = await login('', '', '10.0.0.3');
    expect(res.status).toBe(422);
    expect(res.body).toEqual([
      { path: 'name', msg: messages.loginRequired },
      { path: 'password', msg: messages.loginRequired },
    ]);
    expect((await login('admin', '', '10.0.0.3')).body).toEqual([{ path: 'password', msg: messages.loginRequired }]);
    expect((await login('   ', 'x', '10.0.0.3')).body).toEqual([{ path: 'name', msg: messages.loginRequired }]);
  });

  it('403 with message and errmsg for a wrong password or an unknown user, alike', async () => {
    const wrong = await login('admin', 'not-the-password', '10.0.0.4');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: messages.invalidCredentials, errmsg: messages.invalidCredentials });
    const unknown = await login('nobody-here', 'whatever', '10.0.0.4');
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('after 10 failures from one address, refuses that address with 429, even with the right password; others are unaffected', async () => {
    const address = '10.0.0.5';
    // each name tried once, so only the address limit is at work
    for (let i = 0; i < 10; i++) expect((await login(`nobody-${i}`, `wrong-${i}`, address)).status).toBe(403);
    const blocked = await login('admin', ADMIN_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.tooManyAttempts, errmsg: messages.tooManyAttempts });
    expect((await login('admin', ADMIN_PASSWORD, '10.0.0.6')).status).toBe(200);
  });

  it('a forwarded-for header sent by the client itself does not dodge the limit', async () => {
    const address = '10.0.0.9';
    for (let i = 0; i < 10; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: LOGIN,
        remoteAddress: address,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { name: `forwarded-${i}`, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(403);
    }
    const blocked = await h.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: address,
      headers: { 'x-forwarded-for': '192.0.2.200' },
      payload: { name: 'admin', password: ADMIN_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it("signing in to one's own account does not reset the failures against another", async () => {
    const address = '10.0.0.10';
    const mine = await newUser('Mine#Pass1');
    // spread over three names, under the per-account limit, so only the address limit is at work
    for (let i = 0; i < 10; i++) {
      expect((await login(`victim-${i % 3}`, `guess-${i}`, address)).status).toBe(403);
      if (i % 3 === 2) expect((await login(mine.username, 'Mine#Pass1', address)).status).toBe(200);
    }
    expect((await login('admin', ADMIN_PASSWORD, address)).status).toBe(429);
  });

  it('a success clears the failures of its address', async () => {
    const address = '10.0.0.7';
    const u = await newUser('Clear#Pass1');
    // signed in from here before: the account's own wait does not apply to this address
    expect((await login(u.username, u.password, address)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(u.username, `wrong-${i}`, address)).status).toBe(403);
    expect((await login(u.username, u.password, address)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(u.username, `wrong-${i}`, address)).status).toBe(403);
    expect((await login(u.username, u.password, address)).status).toBe(200);
  });

  it('refuses disabled and archived users', async () => {
    const disabled = await newUser();
    await h.call('PUT', `${base(user)}/${disabled.userId}`, { body: { status: false } });
    expect((await login(disabled.username, disabled.password, '10.0.0.8')).status).toBe(403);
    const archived = await newUser();
    await h.call('POST', `${base(user)}/b/archive`, { body: [archived.userId] });
    expect((await login(archived.username, archived.password, '10.0.0.8')).status).toBe(403);
  });

  it('refuses users whose group is archived, as every later call would be refused', async () => {
    const someone = await h.userWith([{ value: 'localisation/language', type: 'access' }]);
    expect((await login(someone.username, ADMIN_PASSWORD, '10.0.0.11')).status).toBe(200);
    await h.call('POST', '/api/ug/b/archive', { body: [someone.userGroupId] });
    expect((await h.call('GET', '/api/ug/p/u', { token: someone.token })).status).toBe(401);
    const res = await login(someone.username, ADMIN_PASSWORD, '10.0.0.11');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.invalidCredentials);
  });
});

describe('tokens stop working at once', () => {
  const signIn = async (u: Record<string, any>) => (await login(u.username, u.password, '10.0.1.1')).body.token as string;

  it('when the user is disabled', async () => {
    const u = await newUser();
    const token = await signIn(u);
    expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(200);
    expect((await h.call('PUT', `${base(user)}/${u.userId}`, { body: { status: false } })).status).toBe(200);
    expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(401);
    // enabled again: the same token works again
    await h.call('PUT', `${base(user)}/${u.userId}`, { body: { status: true } });
    expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(200);
  });

  it('when the user is archived', async () => {
    const u = await newUser();
    const token = await signIn(u);
    expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(200);
    await h.call('POST', `${base(user)}/b/archive`, { body: [u.userId] });
    expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(401);
  });

  it('in every server process sharing the database, not only the one that made the change', async () => {
    const { db, pool } = createDb(h.url, 2);
    const other = await buildApp({ db, pool });
    try {
      const u = await newUser();
      const token = await signIn(u);
      const ask = async () => (await other.app.inject({ method: 'GET', url: '/api/ug/p/u', headers: { authorization: `Bearer ${token}` } })).statusCode;
      expect(await ask()).toBe(200); // now cached in the other process
      await h.call('PUT', `${base(user)}/${u.userId}`, { body: { status: false } });
      let status = await ask();
      for (let i = 0; i < 200 && status !== 401; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = await ask();
      }
      expect(status).toBe(401);
    } finally {
      await other.app.close();
      await db.destroy();
    }
  });

  it('even after the connection that hears about changes was cut', async () => {
    const { db, pool } = createDb(h.url, 2);
    const other = await buildApp({ db, pool });
    try {
      const u = await newUser();
      const token = await signIn(u);
      expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(200); // cached here
      // cut this process's LISTEN connection, as a database restart would
      const killed = await sql<{ n: number }>`
        SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(h.db);
      expect(killed.rows[0].n).toBeGreaterThanOrEqual(1);
      for (let i = 0; i < 100 && h.principals.listening; i++) await new Promise((r) => setTimeout(r, 20));
      expect(h.principals.listening).toBe(false);
      // the change is made by another process: only a notification could tell this one
      const res = await other.app.inject({
        method: 'PUT',
        url: `${base(user)}/${u.userId}`,
        headers: { authorization: `Bearer ${h.admin.token}` },
        payload: { status: false },
      });
      expect(res.statusCode).toBe(200);
      expect((await h.call('GET', '/api/ug/p/u', { token })).status).toBe(401);
      // and it listens again afterwards
      for (let i = 0; i < 200 && !h.principals.listening; i++) await new Promise((r) => setTimeout(r, 25));
      expect(h.principals.listening).toBe(true);
    } finally {
      await other.app.close();
      await db.destroy();
    }
  });

  it("when the user's group loses a permission, the next call is refused", async () => {
    const someone = await h.userWith([{ value: 'localisation/language', type: 'access' }]);
    expect((await h.call('GET', '/language/s/l/l/1/10', { token: someone.token })).status).toBe(200);
    const res = await h.call('PUT', `/api/ug/${someone.userGroupId}`, { body: { permissions: [{ value: 'localisation/currency', type: 'access' }] } });
    expect(res.status).toBe(200);
    expect((await h.call('GET', '/language/s/l/l/1/10', { token: someone.token })).status).toBe(403);
  });
});

describe('the permission calls', () => {
  it('GET ug/p/u gives the user, the group name and its permissions', async () => {
    const perms = [
      { value: 'localisation/language', type: 'access' as const },
      { value: 'system/user', type: 'modify' as const },
    ];
    const someone = await h.userWith(perms);
    const res = await h.call('GET', '/api/ug/p/u', { token: someone.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: someone.userId,
      username: someone.username,
      userGroupId: someone.userGroupId,
      groupName: expect.stringMatching(/^test group/),
      permissions: perms,
      businessId: null,
      franchiseId: null,
      language: 'en',
      theme: null,
    });
    const admin = await h.call('GET', '/api/ug/p/u');
    expect(admin.body).toMatchObject({ username: 'admin', groupName: 'admin' });
  });

  it("GET ug/p/u shows a user of a business their binding, and the platform's data to read only (docs/tenancy.md)", async () => {
    const business = await h.create(entityList.find((d) => d.name === 'business')!);
    const perms = [
      { value: 'localisation/language', type: 'access' as const },
      { value: 'localisation/language', type: 'modify' as const },
      { value: 'user/customer', type: 'modify' as const },
    ];
    const operator = await h.userWith(perms, { businessId: business.businessId });
    const res = await h.call('GET', '/api/ug/p/u', { token: operator.token });
    expect(res.body).toMatchObject({ businessId: business.businessId, franchiseId: null, permissions: [perms[0], perms[2]] });
  });

  it('GET ug/p/g lists every entity with every permission type, and the audit log', async () => {
    const res = await h.call('GET', '/api/ug/p/g');
    expect(res.status).toBe(200);
    const entries = (res.body as { group: string; permissions: { value: string; label: string; types: string[] }[] }[]).flatMap((g) => g.permissions);
    for (const d of entityList) {
      const entry = entries.find((e) => e.value === d.permission);
      expect(entry, d.permission).toBeDefined();
      expect([...entry!.types].sort()).toEqual([...PERMISSION_TYPES].sort());
    }
    expect(entries.map((e) => e.value)).toContain('system/audit');
    for (const g of res.body) expect(g).toEqual({ group: expect.any(String), permissions: expect.any(Array) });
  });

  it('the admin group holds every permission of the catalogue', async () => {
    const catalogue = (await h.call('GET', '/api/ug/p/g')).body.flatMap((g: any) =>
      g.permissions.flatMap((p: any) => p.types.map((type: string) => `${p.value}:${type}`)),
    );
    const held = (await h.call('GET', '/api/ug/p/u')).body.permissions.map((p: any) => `${p.value}:${p.type}`);
    expect(catalogue.filter((p: string) => !held.includes(p))).toEqual([]);
  });
});

describe('user passwords', () => {
  it('are never returned: not on create, get, update, list or lookups', async () => {
    const u = await newUser();
    const got = await h.call('GET', `${base(user)}/${u.userId}`);
    expect(got.body).not.toHaveProperty('password');
    const put = await h.call('PUT', `${base(user)}/${u.userId}`, { body: { firstname: 'Changed' } });
    expect(put.body).not.toHaveProperty('password');
    const list = await h.call('GET', `${base(user)}/1/5000`);
    for (const row of list.body.data) expect(row).not.toHaveProperty('password');
    expect(JSON.stringify(list.body)).not.toContain('scrypt');
    const archived = await h.call('GET', `${base(user)}/1/5000?deleted=true`);
    expect(JSON.stringify(archived.body)).not.toContain('scrypt');
  });

  it('a created user signs in with the password given', async () => {
    const u = await newUser('Another#Pass9');
    const res = await login(u.username, 'Another#Pass9', '10.0.2.1');
    expect(res.status).toBe(200);
    const me = await h.call('GET', '/api/ug/p/u', { token: res.body.token });
    expect(me.body.userId).toBe(u.userId);
  });

  it('an update with a blank or absent password keeps it; a new one replaces it', async () => {
    const u = await newUser('First#Pass1');
    expect((await h.call('PUT', `${base(user)}/${u.userId}`, { body: { password: '', lastname: 'Kept' } })).status).toBe(200);
    expect((await h.call('PUT', `${base(user)}/${u.userId}`, { body: { lastname: 'Kept again' } })).status).toBe(200);
    expect((await login(u.username, 'First#Pass1', '10.0.2.2')).status).toBe(200);
    expect((await h.call('PUT', `${base(user)}/${u.userId}`, { body: { password: 'Second#Pass2' } })).status).toBe(200);
    expect((await login(u.username, 'Second#Pass2', '10.0.2.2')).status).toBe(200);
    expect((await login(u.username, 'First#Pass1', '10.0.2.2')).status).toBe(403);
  });

  it('a create without a password is refused; a short one too', async () => {
    const body = sampleRecord(user, await h.refsFor(user));
    delete body.password;
    const res = await h.call('POST', base(user), { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'password', msg: messages.required('Password') }]);
    const short = await h.call('POST', base(user), { body: { ...body, password: 'abc' } });
    expect(short.body).toEqual([{ path: 'password', msg: messages.minLength(user.fields.password.minLength!) }]);
  });

  it('a user returns its group name as userGroup', async () => {
    const u = await newUser();
    const group = await h.call('GET', `/api/ug/${u.user_group_id}`);
    expect(u.userGroup).toBe(group.body.name);
  });
});
