// Account security (docs/security.md): password hashes upgraded at sign-in, two-factor sign-in with
// recovery codes (and groups that require it), and a user's own sessions: listed, ended one by one
// or all at once, in every API process, sockets included.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECURITY_PATHS, securityTexts, SIGN_IN_LIMITS, TWO_FACTOR, type SessionRow } from '../../../contract/accounts';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { EVENTS, NAMESPACES, SOCKET_PATH } from '../../../contract/realtime';
import { buildApp } from '../../../server/app';
import { setPasswordHashCost, useCheapHashingForTests } from '../../../server/auth/password';
import { currentTotp } from '../../../server/auth/two-factor';
import { createDb } from '../../../server/db/database';
import { ADMIN_PASSWORD } from '../constants';
import { base, useHarness, type TestUser } from '../harness';

const h = useHarness();
const api = (path: string) => `/api/${path}`;

let ip = 0;
/** A fresh address per use, so the per-address sign-in limits of one test never touch another. */
const from = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function post(url: string, body: unknown, options: { token?: string | null; remoteAddress?: string; userAgent?: string } = {}) {
  const token = options.token ?? null;
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) },
    payload: body as object,
    remoteAddress: options.remoteAddress ?? from(),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

const login = (name: string, options: { remoteAddress?: string; userAgent?: string; password?: string } = {}) =>
  post(api('u/login'), { name, password: options.password ?? ADMIN_PASSWORD }, options);
const stillWorks = async (token: string) => (await h.call('GET', '/api/ug/p/u', { token })).status;
const storedHash = async (userId: number) =>
  (await sql<{ password: string }>`SELECT password FROM app_user WHERE id = ${userId}`.execute(h.db)).rows[0].password;

/** A user with two-factor sign-in on: its secret and recovery codes. */
async function withTwoFactor(user: TestUser) {
  const setup = await post(api(SECURITY_PATHS.twoFactorSetup), {}, { token: user.token });
  expect(setup.status).toBe(200);
  const enabled = await post(api(SECURITY_PATHS.twoFactorEnable), { code: currentTotp(setup.body.secret) }, { token: user.token });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** A code of the next period: the window takes it, and it is later than the one the setup spent. */
const nextCode = (secret: string, periods = 1) => currentTotp(secret, Date.now() + periods * TWO_FACTOR.periodSeconds * 1000);

describe('password hashes', () => {
  afterEach(() => useCheapHashingForTests());

  it('a hash stored at an older, cheaper cost is written again at the current cost at the next sign-in, and other sign-ins go on', async () => {
    const u = await h.userWith([]);
    expect(await storedHash(u.userId)).toMatch(/^scrypt\$1024\$8\$1\$/);
    const earlier = await login(u.username);
    expect(earlier.status).toBe(200);

    setPasswordHashCost(11);
    const signIn = await login(u.username);
    expect(signIn.status).toBe(200);
    const upgraded = await storedHash(u.userId);
    expect(upgraded).toMatch(/^scrypt\$2048\$8\$1\$/);
    // the same password: the sign-in made before the upgrade still works, and so does the password
    expect(await stillWorks(earlier.body.token)).toBe(200);
    expect((await login(u.username)).status).toBe(200);
    // at the current cost already: not written again
    expect(await storedHash(u.userId)).toBe(upgraded);
    // a wrong password writes nothing
    setPasswordHashCost(12);
    expect((await login(u.username, { password: 'Wrong#Pass1' })).status).toBe(403);
    expect(await storedHash(u.userId)).toBe(upgraded);
  });

  it('a password changed by its user still signs every other sign-in out', async () => {
    const u = await h.userWith([]);
    const before = await login(u.username);
    expect((await h.call('PUT', `${base(entities.user)}/${u.userId}`, { body: { password: 'Changed#123' } })).status).toBe(200);
    expect(await stillWorks(before.body.token)).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('is turned on with a scanned secret and a first code, and then asks for a code after the password', async () => {
    const u = await h.userWith([]);
    expect((await h.call('GET', api(SECURITY_PATHS.twoFactor), { token: u.token })).body).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await post(api(SECURITY_PATHS.twoFactorSetup), {}, { token: u.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toBe(`otpauth://totp/Back%20office:${u.username}?issuer=Back%20office&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qr.split(',')[1], 'base64').toString()).toMatch(/^<svg/);

    // a wrong first code turns nothing on
    const wrong = await post(api(SECURITY_PATHS.twoFactorEnable), { code: currentTotp(setup.body.secret) === '000000' ? '111111' : '000000' }, { token: u.token });
    expect(wrong).toEqual({ status: 422, body: [{ path: 'code', msg: securityTexts.wrongCode }] });
    expect((await login(u.username)).body.token).toBeTruthy();

    const enabled = await post(api(SECURITY_PATHS.twoFactorEnable), { code: currentTotp(setup.body.secret) }, { token: u.token });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodes);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(TWO_FACTOR.recoveryCodes);

    const status = await h.call('GET', api(SECURITY_PATHS.twoFactor), { token: u.token });
    expect(status.body).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: TWO_FACTOR.recoveryCodes });
    // the secret is never handed out again, and a new setup is refused while it is on
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
    expect((await post(api(SECURITY_PATHS.twoFactorSetup), {}, { token: u.token })).status).toBe(409);

    // stored encrypted, recovery codes hashed
    const stored = await sql<{ secret: string }>`SELECT secret FROM two_factor WHERE user_id = ${u.userId}`.execute(h.db);
    expect(stored.rows[0].secret).not.toContain(setup.body.secret);
    const hashes = await sql<{ code_hash: string }>`SELECT code_hash FROM two_factor_recovery_code WHERE user_id = ${u.userId}`.execute(h.db);
    expect(hashes.rows).toHaveLength(TWO_FACTOR.recoveryCodes);
    for (const code of enabled.body.recoveryCodes) expect(hashes.rows.some((r) => r.code_hash.includes(code.replace('-', '')))).toBe(false);

    // the password alone gives no token: a ticket for the next step
    const first = await login(u.username);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['next', 'ticket']);
    expect(first.body.next).toBe('code');
    // the code the setup used is spent; the next period's code signs in, once
    expect(await post(api(SECURITY_PATHS.loginCode), { ticket: first.body.ticket, code: currentTotp(setup.body.secret) })).toEqual({
      status: 403,
      body: { message: securityTexts.wrongCode, errmsg: securityTexts.wrongCode },
    });
    const code = nextCode(setup.body.secret);
    const signedIn = await post(api(SECURITY_PATHS.loginCode), { ticket: first.body.ticket, code });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(['socketToken', 'token']);
    expect(await stillWorks(signedIn.body.token)).toBe(200);
    const second = await login(u.username);
    expect((await post(api(SECURITY_PATHS.loginCode), { ticket: second.body.ticket, code })).status).toBe(403);
  });

  it('takes a recovery code once, instead of a code', async () => {
    const u = await h.userWith([]);
    const { recoveryCodes } = await withTwoFactor(u);
    const ticket = (await login(u.username)).body.ticket;
    // typed in capitals with spaces: the same code
    const typed = recoveryCodes[3].toUpperCase().replace('-', ' ');
    const signedIn = await post(api(SECURITY_PATHS.loginCode), { ticket, code: typed });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.recoveryCodesLeft).toBe(TWO_FACTOR.recoveryCodes - 1);
    expect(await stillWorks(signedIn.body.token)).toBe(200);
    expect((await post(api(SECURITY_PATHS.loginCode), { ticket: (await login(u.username)).body.ticket, code: recoveryCodes[3] })).status).toBe(403);
    expect((await h.call('GET', api(SECURITY_PATHS.twoFactor), { token: u.token })).body.recoveryCodesLeft).toBe(TWO_FACTOR.recoveryCodes - 1);
  });

  it('counts wrong codes as failed sign-ins of the name: past the free failures the next try waits', async () => {
    const u = await h.userWith([]);
    await withTwoFactor(u);
    const attacker = from();
    const ticket = (await login(u.username, { remoteAddress: attacker })).body.ticket;
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures + 2; i++) {
      statuses.push((await post(api(SECURITY_PATHS.loginCode), { ticket, code: String(100000 + i) }, { remoteAddress: attacker })).status);
    }
    // the password step counted as one failure until a code completes it
    const free = SIGN_IN_LIMITS.accountFreeFailures - 1;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(403));
    expect(statuses.slice(free)).toEqual([429, 429, 429]);
  });

  it('refuses a ticket that expired, that was forged, or that belongs to another step, and bad input with 422', async () => {
    const u = await h.userWith([]);
    const { secret } = await withTwoFactor(u);
    const { ticket } = (await login(u.username)).body;
    const [body, sig] = String(ticket).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: h.admin.userId })).toString('base64url');
    const expired = { status: 403, body: { message: securityTexts.signInExpired, errmsg: securityTexts.signInExpired } };
    expect(await post(api(SECURITY_PATHS.loginCode), { ticket: `${forged}.${sig}`, code: nextCode(secret) })).toEqual(expired);
    expect(await post(api(SECURITY_PATHS.loginSetup), { ticket })).toEqual(expired);

    expect(await post(api(SECURITY_PATHS.loginCode), { ticket })).toEqual({ status: 422, body: [{ path: 'code', msg: messages.required('Code') }] });
    expect(await post(api(SECURITY_PATHS.loginCode), { ticket, code: 'hello' })).toEqual({ status: 422, body: [{ path: 'code', msg: securityTexts.codeFormat }] });
    expect((await post(api(SECURITY_PATHS.loginCode), { ticket, code: ['123456'] })).status).toBe(422);
    expect((await post(api(SECURITY_PATHS.loginCode), { code: '123456' })).status).toBe(422);

    vi.useFakeTimers({ now: Date.now() + (TWO_FACTOR.ticketMinutes + 1) * 60_000, toFake: ['Date'] });
    try {
      expect(await post(api(SECURITY_PATHS.loginCode), { ticket, code: currentTotp(secret) })).toEqual(expired);
    } finally {
      vi.useRealTimers();
    }
    // a password changed since the ticket was issued voids it
    expect((await h.call('PUT', `${base(entities.user)}/${u.userId}`, { body: { password: 'Changed#123' } })).status).toBe(200);
    expect(await post(api(SECURITY_PATHS.loginCode), { ticket, code: nextCode(secret) })).toEqual(expired);
  });

  it('is turned off with a current code or the password, and recovery codes are renewed with a code', async () => {
    const u = await h.userWith([]);
    const { secret, recoveryCodes } = await withTwoFactor(u);
    expect(await post(api(SECURITY_PATHS.twoFactorDisable), {}, { token: u.token })).toEqual({ status: 422, body: [{ path: 'code', msg: securityTexts.codeOrPassword }] });

    const renewed = await post(api(SECURITY_PATHS.recoveryCodes), { code: nextCode(secret) }, { token: u.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect((await post(api(SECURITY_PATHS.loginCode), { ticket: (await login(u.username)).body.ticket, code: recoveryCodes[0] })).status).toBe(403);

    expect(await post(api(SECURITY_PATHS.twoFactorDisable), { password: 'Wrong#Pass1' }, { token: u.token })).toEqual({
      status: 422,
      body: [{ path: 'password', msg: securityTexts.wrongPassword }],
    });
    expect((await post(api(SECURITY_PATHS.twoFactorDisable), { password: ADMIN_PASSWORD }, { token: u.token })).status).toBe(204);
    expect((await h.call('GET', api(SECURITY_PATHS.twoFactor), { token: u.token })).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(u.username)).body.token).toBeTruthy();

    const again = await withTwoFactor(u);
    expect((await post(api(SECURITY_PATHS.twoFactorDisable), { code: nextCode(again.secret) }, { token: u.token })).status).toBe(204);
    expect((await login(u.username)).body.token).toBeTruthy();
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = ${u.userId} ORDER BY id`.execute(h.db);
    expect(audit.rows.map((r) => r.action)).toEqual(['two-factor on', 'recovery codes renewed', 'two-factor off', 'two-factor on', 'two-factor off']);
  });

  it("an administrator turns off the two-factor of a user who lost phone and codes; a manager cannot do it to an administrator", async () => {
    const u = await h.userWith([]);
    await withTwoFactor(u);
    const manager = await h.userWith([{ value: 'system/user', type: 'modify' }]);
    const reset = (id: number | string, token: string) => h.call('POST', api(SECURITY_PATHS.reset(id)), { token });

    // a right over the user's group is needed, as for any write to that user
    expect((await reset(h.admin.userId, manager.token)).status).toBe(403);
    expect((await reset(u.userId, (await h.userWith([{ value: 'system/user', type: 'access' }])).token)).status).toBe(403);
    expect((await reset(999_999, h.admin.token)).status).toBe(404);
    expect((await reset('x', h.admin.token)).status).toBe(422);

    expect((await reset(u.userId, manager.token)).status).toBe(204);
    expect((await login(u.username)).body.token).toBeTruthy();
    expect((await h.call('GET', api(SECURITY_PATHS.twoFactor), { token: u.token })).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const audit = await sql<{ action: string; username: string }>`
      SELECT action, username FROM audit_log WHERE entity = 'user' AND entity_id = ${u.userId} AND action = 'two-factor reset'`.execute(h.db);
    expect(audit.rows).toEqual([{ action: 'two-factor reset', username: manager.username }]);
  });

  it("a group that requires it makes a member without it set it up at sign-in, and keeps it on", async () => {
    const u = await h.userWith([]);
    const group = await h.call('PUT', `/api/ug/${u.userGroupId}`, { body: { requireTwoFactor: true } });
    expect(group.status).toBe(200);
    expect(group.body.requireTwoFactor).toBe(true);

    const first = await login(u.username);
    expect(first.body.next).toBe('setup');
    expect(first.body.token).toBeUndefined();
    const setup = await post(api(SECURITY_PATHS.loginSetup), { ticket: first.body.ticket });
    expect(setup.status).toBe(200);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    const wrong = currentTotp(setup.body.secret) === '000000' ? '111111' : '000000';
    expect((await post(api(SECURITY_PATHS.loginSetupConfirm), { ticket: first.body.ticket, code: wrong })).status).toBe(403);
    const done = await post(api(SECURITY_PATHS.loginSetupConfirm), { ticket: first.body.ticket, code: currentTotp(setup.body.secret) });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(await stillWorks(done.body.token)).toBe(200);

    // from now on a code is asked, and the member cannot turn it off
    expect((await login(u.username)).body.next).toBe('code');
    expect(await post(api(SECURITY_PATHS.twoFactorDisable), { code: nextCode(setup.body.secret) }, { token: done.body.token })).toEqual({
      status: 409,
      body: { message: securityTexts.requiredByGroup, errmsg: securityTexts.requiredByGroup },
    });
    expect((await h.call('GET', api(SECURITY_PATHS.twoFactor), { token: done.body.token })).body).toMatchObject({ enabled: true, required: true });
  });

  it('an invited member of such a group sets it up before the activation signs in', async () => {
    const group = await h.create(entities.userGroup, { name: 'two-factor staff', requireTwoFactor: true, permissions: [{ value: 'localisation/language', type: 'access' }] });
    const username = 'invitedtwo';
    const invite = await h.call('POST', '/api/u/invite', { body: { username, firstname: 'Ivy', lastname: 'Invited', email: 'ivy@example.com', user_group_id: group.userGroupId } });
    expect(invite.status).toBe(201);
    const mail = await h.call('GET', '/api/outbox/1/5?to=ivy@example.com');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.body.data[0].text)![1]);
    const activated = await post(api('u/activate'), { username, token, password: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' });
    expect(activated.status).toBe(200);
    expect(activated.body.next).toBe('setup');
    expect(activated.body.token).toBeUndefined();
    const setup = await post(api(SECURITY_PATHS.loginSetup), { ticket: activated.body.ticket });
    expect(setup.status).toBe(200);
    const done = await post(api(SECURITY_PATHS.loginSetupConfirm), { ticket: activated.body.ticket, code: currentTotp(setup.body.secret) });
    expect(done.status).toBe(200);
    expect(await stillWorks(done.body.token)).toBe(200);
  });
});

describe('sessions', () => {
  const listOf = async (token: string) => (await h.call<{ data: SessionRow[]; count: number }>('GET', api(SECURITY_PATHS.sessions), { token })).body.data;
  const lastUsed = async (session: string) =>
    (await sql<{ at: Date }>`SELECT last_used_at AS at FROM user_session WHERE session = ${session}`.execute(h.db)).rows[0]?.at.getTime();
  const sidOf = async (token: string) => (await h.tokens.verify(token, 'access'))!.session!;

  it('lists the sign-ins of the user, newest first, with the browser, the address and the times', async () => {
    const u = await h.userWith([]);
    const a = await login(u.username, { remoteAddress: '10.45.0.1', userAgent: CHROME });
    const b = await login(u.username, { remoteAddress: '10.45.0.2', userAgent: FIREFOX });
    const other = await h.userWith([]);
    await login(other.username);
    const list = await listOf(a.body.token);
    expect(list.map((s) => [s.userAgent, s.ip, s.current])).toEqual([
      [FIREFOX, '10.45.0.2', false],
      [CHROME, '10.45.0.1', true],
    ]);
    for (const s of list) {
      expect(Date.parse(s.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(s.lastUsedAt).toBe(s.signedInAt);
    }
    expect((await listOf(b.body.token)).map((s) => s.current)).toEqual([true, false]);
  });

  it('notes the last use of a sign-in at most once a minute, not on every call', async () => {
    const u = await h.userWith([]);
    const { token } = (await login(u.username)).body;
    const sid = await sidOf(token);
    const back = () => sql`UPDATE user_session SET last_used_at = now() - interval '5 minutes' WHERE session = ${sid}`.execute(h.db);
    await back();
    const old = await lastUsed(sid);
    expect(await stillWorks(token)).toBe(200);
    for (let i = 0; i < 100 && (await lastUsed(sid)) === old; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await lastUsed(sid)).toBeGreaterThan(Date.now() - 10_000);
    // a minute has not passed: the next calls write nothing
    await back();
    const noted = await lastUsed(sid);
    for (let i = 0; i < 5; i++) expect(await stillWorks(token)).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await lastUsed(sid)).toBe(noted);
  });

  describe('ended', () => {
    // a second API process on the same database, listening: its sockets and its cached principals
    let other: Awaited<ReturnType<typeof buildApp>> | undefined;
    let closeDb = async () => {};
    const sockets: Socket[] = [];
    let url = '';

    beforeAll(async () => {
      const { db, pool } = createDb(h.url, 2);
      closeDb = () => db.destroy();
      other = await buildApp({ db, pool });
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await other?.app.close();
      await closeDb();
    });

    /** A socket of that sign-in, on another API process, with what it hears. */
    async function socketOf(socketToken: string) {
      const socket = io(url + NAMESPACES.main, { path: SOCKET_PATH, auth: { token: socketToken }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      const heard: string[] = [];
      socket.onAny((event) => heard.push(event));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return { socket, heard };
    }
    const askOther = async (token: string) =>
      (await other!.app.inject({ method: 'GET', url: '/api/ug/p/u', headers: { authorization: `Bearer ${token}` } })).statusCode;
    const until = async (check: () => Promise<boolean> | boolean) => {
      for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
    };

    it('one revoked: its token answers 401 in every process and its sockets close; the others go on', async () => {
      const u = await h.userWith([]);
      const a = (await login(u.username, { userAgent: CHROME })).body;
      const b = (await login(u.username, { userAgent: FIREFOX })).body;
      expect(await askOther(b.token)).toBe(200); // cached in the other process
      const bSocket = await socketOf(b.socketToken);
      const aSocket = await socketOf(a.socketToken);

      const row = (await listOf(a.token)).find((s) => s.userAgent === FIREFOX)!;
      const res = await h.app.inject({ method: 'DELETE', url: api(SECURITY_PATHS.session(row.sessionId)), headers: { authorization: `Bearer ${a.token}` } });
      expect(res.statusCode).toBe(204);

      expect(await stillWorks(b.token)).toBe(401);
      await until(async () => (await askOther(b.token)) === 401);
      expect(await askOther(b.token)).toBe(401);
      await until(() => !bSocket.socket.connected);
      expect(bSocket.socket.connected).toBe(false);
      expect(bSocket.heard).toContain(EVENTS.disableUser);
      expect(aSocket.socket.connected).toBe(true);
      expect(await stillWorks(a.token)).toBe(200);
      expect(await askOther(a.token)).toBe(200);
      expect((await listOf(a.token)).map((s) => s.userAgent)).toEqual([CHROME]);
    });

    it("another user's sign-in is not found, and a bad id is a 422", async () => {
      const u = await h.userWith([]);
      const mine = (await login(u.username)).body;
      const stranger = await h.userWith([]);
      const theirs = (await login(stranger.username)).body;
      const theirRow = (await listOf(theirs.token))[0];
      const del = (path: string) => h.call('DELETE', api(path), { token: mine.token });
      expect(await del(SECURITY_PATHS.session(theirRow.sessionId))).toEqual({ status: 404, body: { message: securityTexts.noSession, errmsg: securityTexts.noSession } });
      expect(await stillWorks(theirs.token)).toBe(200);
      expect((await del(SECURITY_PATHS.session('abc'))).status).toBe(422);
      expect((await del(SECURITY_PATHS.session('01'))).status).toBe(422);
    });

    it('sign-out ends its own sign-in only, and takes it off the list', async () => {
      const u = await h.userWith([]);
      const a = (await login(u.username)).body;
      const b = (await login(u.username)).body;
      expect((await post(api('u/logout'), {}, { token: b.token })).status).toBe(204);
      expect((await listOf(a.token)).length).toBe(1);
      expect(await stillWorks(b.token)).toBe(401);
    });

    it('sign out everywhere: every sign-in of the user ends, this one included, sockets too; a new sign-in works', async () => {
      const u = await h.userWith([]);
      const a = (await login(u.username)).body;
      const b = (await login(u.username)).body;
      const bystander = (await login((await h.userWith([])).username)).body;
      const bSocket = await socketOf(b.socketToken);
      expect(await askOther(a.token)).toBe(200);
      expect((await post(api(SECURITY_PATHS.signOutEverywhere), {}, { token: a.token })).status).toBe(204);
      expect(await stillWorks(a.token)).toBe(401);
      expect(await stillWorks(b.token)).toBe(401);
      expect(await stillWorks(u.token)).toBe(401);
      await until(async () => (await askOther(a.token)) === 401);
      expect(await askOther(a.token)).toBe(401);
      await until(() => !bSocket.socket.connected);
      expect(bSocket.socket.connected).toBe(false);
      expect(await stillWorks(bystander.token)).toBe(200);

      const again = (await login(u.username)).body;
      expect(await stillWorks(again.token)).toBe(200);
      expect((await listOf(again.token)).length).toBe(1);
    });
  });
});
