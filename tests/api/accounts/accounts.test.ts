// Sign-up, verification, resend with captcha, password recovery and invitations through a real SMTP server.
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LIMITS, accountTexts, CAPTCHA_ALGORITHM } from '../../../contract/accounts';
import { ACCOUNT_MAILS } from '../../../contract/accounts/account-mails';
import { USER_LANGUAGE_PATH } from '../../../contract/accounts/user-language';
import { messages } from '../../../contract/messages';
import { SIGN_UP_GROUP_ID } from '../../../server/seed/seed';
import { codeIn, solveCaptcha, useMailbox } from './accounts-mailbox';
import { useHarness } from '../harness';

const mailbox = useMailbox();
const h = useHarness();

let n = 0;
/** A fresh sign-up form; each test uses its own address so requests never share limits. */
const form = () => {
  n++;
  const tag = String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));
  return { username: `newbie${tag}`, firstname: 'Nora', lastname: 'Newman', email: `newbie${tag}@example.com`, password: 'Secret#123' };
};
/** Each test calls from its own address so the per-address limits of one test do not touch another. */
let ip = 0;
const from = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

const call = (method: 'GET' | 'POST', url: string, body?: unknown, remoteAddress = '10.9.9.9') =>
  h.call(method, url, { token: null, body, remoteAddress });
const signIn = (name: string, password: string, remoteAddress = from()) =>
  h.call('POST', '/api/u/login', { token: null, body: { name, password }, remoteAddress });

async function register(addr = from()) {
  const f = form();
  const since = mailbox.mark();
  const res = await call('POST', '/api/u/register', f, addr);
  expect(res.status).toBe(201);
  const mail = await mailbox.next(f.email, since);
  return { f, code: codeIn(mail), mail };
}

describe('register and verify', () => {
  it('creates a disabled user in the sign-up group and mails a code that enables it once', async () => {
    const addr = from();
    const f = form();
    const since = mailbox.mark();
    const res = await call('POST', '/api/u/register', f, addr);
    expect(res).toEqual({ status: 201, body: { message: accountTexts.accountCreated, email: f.email } });
    const mail = await mailbox.next(f.email, since);
    expect(mail.subject).toBe('Your verification code');
    const code = codeIn(mail);

    expect((await signIn(f.username, f.password)).status).toBe(403);
    const wrong = code === '0000' ? '0001' : '0000';
    expect(await call('POST', '/api/u/register/verify', { email: f.email, code: wrong }, addr)).toEqual({
      status: 403,
      body: { message: accountTexts.wrongCode, errmsg: accountTexts.wrongCode },
    });
    expect(await call('POST', '/api/u/register/verify', { email: f.email.toUpperCase(), code }, addr)).toEqual({
      status: 200,
      body: { message: accountTexts.registrationComplete },
    });

    const login = await signIn(f.username, f.password);
    expect(login.status).toBe(200);
    const me = await h.call('GET', '/api/ug/p/u', { token: login.body.token });
    expect(me.body).toMatchObject({ username: f.username, userGroupId: SIGN_UP_GROUP_ID });

    // the code is spent
    expect((await call('POST', '/api/u/register/verify', { email: f.email, code }, addr)).status).toBe(403);
  });

  it('refuses an invalid form field by field', async () => {
    const res = await call('POST', '/api/u/register', { username: 'Bad1', email: 'nope', password: 'secret12', firstname: 'Al' }, from());
    expect(res.status).toBe(422);
    expect(res.body).toEqual([
      { path: 'username', msg: messages.lettersOnly },
      { path: 'firstname', msg: messages.minLength(4) },
      { path: 'email', msg: messages.email },
      { path: 'password', msg: messages.capitalLetter },
    ]);
    const code = await call('POST', '/api/u/register/verify', { email: 'a@example.com', code: '12a4' }, from());
    expect(code).toEqual({ status: 422, body: [{ path: 'code', msg: accountTexts.codeFormat }] });
  });

  it('refuses a taken username', async () => {
    const res = await call('POST', '/api/u/register', { ...form(), username: 'admin' }, from());
    expect(res).toEqual({ status: 422, body: [{ path: 'username', msg: messages.taken('username') }] });
  });

  it('answers a registered email exactly like a new one, and mails its owner a notice without a code', async () => {
    const f = { ...form(), email: 'manager@example.com' };
    const since = mailbox.mark();
    const res = await call('POST', '/api/u/register', f, from());
    expect(res).toEqual({ status: 201, body: { message: accountTexts.accountCreated, email: f.email } });
    const mail = await mailbox.next(f.email, since);
    expect(mail.text).not.toMatch(/\b\d{4}\b/);
    const { rows } = await sql`SELECT 1 FROM app_user WHERE username = ${f.username}`.execute(h.db);
    expect(rows).toEqual([]);
  });

  it('gives the same answer for an unknown email as for a wrong code', async () => {
    const res = await call('POST', '/api/u/register/verify', { email: 'nobody-here@example.com', code: '1234' }, from());
    expect(res).toEqual({ status: 403, body: { message: accountTexts.wrongCode, errmsg: accountTexts.wrongCode } });
  });

  it('kills a code after too many wrong tries', async () => {
    const addr = from();
    const { f, code } = await register(addr);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < ACCOUNT_LIMITS.codeAttempts - 1; i++) {
      expect((await call('POST', '/api/u/register/verify', { email: f.email, code: wrong }, addr)).body.message).toBe(accountTexts.wrongCode);
    }
    expect((await call('POST', '/api/u/register/verify', { email: f.email, code: wrong }, addr)).body.message).toBe(
      accountTexts.tooManyCodeAttempts,
    );
    const right = await call('POST', '/api/u/register/verify', { email: f.email, code }, addr);
    expect(right).toEqual({ status: 403, body: { message: accountTexts.tooManyCodeAttempts, errmsg: accountTexts.tooManyCodeAttempts } });
    expect((await signIn(f.username, f.password)).status).toBe(403);
  });

  it('refuses an expired code', async () => {
    const addr = from();
    const { f, code } = await register(addr);
    await sql`UPDATE account_token SET expires_at = now() - interval '1 second'
              WHERE user_id = (SELECT id FROM app_user WHERE username = ${f.username})`.execute(h.db);
    expect((await call('POST', '/api/u/register/verify', { email: f.email, code }, addr)).status).toBe(403);
  });

  it('stores codes hashed', async () => {
    const { f, code } = await register();
    const { rows } = await sql<{ secret_hash: string }>`
      SELECT secret_hash FROM account_token WHERE user_id = (SELECT id FROM app_user WHERE username = ${f.username})`.execute(h.db);
    expect(rows).toHaveLength(1);
    expect(rows[0].secret_hash).not.toContain(code);
  });
});

describe('resend with a captcha', () => {
  it('mails a new code for a solved proof of work; the old code dies; a solution works once', async () => {
    const addr = from();
    const { f, code: first } = await register(addr);
    const challenge = await call('GET', '/api/u/captcha', undefined, addr);
    expect(challenge.status).toBe(200);
    // an ALTCHA challenge: nothing to look at, a signed proof-of-work puzzle
    expect(challenge.body.parameters).toMatchObject({ algorithm: CAPTCHA_ALGORITHM, keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(challenge.body.signature).toMatch(/^[0-9a-f]{64}$/);
    const altcha = await solveCaptcha(challenge.body);

    const since = mailbox.mark();
    const res = await call('POST', '/api/u/register/resend', { email: f.email, altcha }, addr);
    expect(res).toEqual({ status: 200, body: { message: accountTexts.resendSuccess } });
    const second = codeIn(await mailbox.next(f.email, since));

    const again = await call('POST', '/api/u/register/resend', { email: f.email, altcha }, addr);
    expect(again).toEqual({ status: 403, body: { message: accountTexts.wrongCaptcha, errmsg: accountTexts.wrongCaptcha } });

    if (first !== second) expect((await call('POST', '/api/u/register/verify', { email: f.email, code: first }, addr)).status).toBe(403);
    expect((await call('POST', '/api/u/register/verify', { email: f.email, code: second }, addr)).status).toBe(200);
  });

  it('never gives a verified user disabled by an administrator a way back in', async () => {
    const addr = from();
    const { f, code } = await register(addr);
    expect((await call('POST', '/api/u/register/verify', { email: f.email, code }, addr)).status).toBe(200);
    const { rows } = await sql<{ id: number }>`SELECT id FROM app_user WHERE username = ${f.username}`.execute(h.db);
    expect((await h.call('PUT', `/api/u/${rows[0].id}`, { body: { status: false } })).status).toBe(200);

    const challenge = await call('GET', '/api/u/captcha', undefined, addr);
    const since = mailbox.mark();
    const res = await call('POST', '/api/u/register/resend', { email: f.email, altcha: await solveCaptcha(challenge.body) }, addr);
    expect(res.body).toEqual({ message: accountTexts.resendSuccess });
    expect(await mailbox.settle(f.email, since)).toEqual([]);
    expect((await call('POST', '/api/u/register/verify', { email: f.email, code }, addr)).status).toBe(403);
    expect((await signIn(f.username, f.password)).status).toBe(403);
  });

  it('refuses a wrong solution, a forged or expired challenge, and a payload that is not one', async () => {
    const addr = from();
    const challenge = (await call('GET', '/api/u/captcha', undefined, addr)).body;
    const payload = (c: unknown, solution: unknown) => Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
    const solved = JSON.parse(Buffer.from(await solveCaptcha(challenge), 'base64').toString()) as { solution: { counter: number; derivedKey: string } };
    const resend = async (altcha: string) => (await call('POST', '/api/u/register/resend', { email: 'x@example.com', altcha }, addr)).status;

    // a made-up answer
    expect(await resend(payload(challenge, { counter: solved.solution.counter + 1, derivedKey: 'ab'.repeat(32) }))).toBe(403);
    // an easier puzzle of one's own, under the server's signature
    expect(await resend(payload({ ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } }, solved.solution))).toBe(403);
    // the widget's test mode, and noise
    expect(await resend(Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'))).toBe(403);
    expect(await resend('not base64 at all')).toBe(403);
    expect((await call('POST', '/api/u/register/resend', { email: 'x@example.com' }, addr)).status).toBe(422);

    // expired: a solution sent after the challenge's time is refused
    vi.useFakeTimers({ now: Date.now() + (ACCOUNT_LIMITS.captchaMinutes + 1) * 60_000, toFake: ['Date'] });
    try {
      expect(await resend(payload(challenge, solved.solution))).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    // the same solution in time still works once: nothing above spent it
    expect(await resend(payload(challenge, solved.solution))).toBe(200);
  });

  it('answers an unknown email the same and sends nothing', async () => {
    const addr = from();
    const challenge = await call('GET', '/api/u/captcha', undefined, addr);
    const since = mailbox.mark();
    const res = await call('POST', '/api/u/register/resend', { email: 'ghost@example.com', altcha: await solveCaptcha(challenge.body) }, addr);
    expect(res).toEqual({ status: 200, body: { message: accountTexts.resendSuccess } });
    expect(await mailbox.settle('ghost@example.com', since)).toEqual([]);
  });

  it('hands out challenges to one address 30 times in 15 minutes, then 429', async () => {
    const addr = from();
    for (let i = 0; i < 30; i++) expect((await call('GET', '/api/u/captcha', undefined, addr)).status).toBe(200);
    expect((await call('GET', '/api/u/captcha', undefined, addr)).status).toBe(429);
    expect((await call('GET', '/api/u/captcha', undefined, from())).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('mails a code to a known address and sets the new password with it, once', async () => {
    const addr = from();
    const user = await h.userWith([]);
    const email = `${user.username}@example.com`;
    const since = mailbox.mark();
    expect(await call('POST', '/api/u/password/forgot', { email }, addr)).toEqual({ status: 200, body: { message: accountTexts.emailSent } });
    const code = codeIn(await mailbox.next(email, since));

    const wrong = code === '0000' ? '0001' : '0000';
    expect((await call('POST', '/api/u/password/reset', { email, code: wrong, password: 'Another#456' }, addr)).status).toBe(403);
    const weak = await call('POST', '/api/u/password/reset', { email, code, password: 'another456' }, addr);
    expect(weak.status).toBe(422);
    const ok = await call('POST', '/api/u/password/reset', { email, code, password: 'Another#456' }, addr);
    expect(ok).toEqual({ status: 200, body: { message: accountTexts.passwordChanged } });

    expect((await signIn(user.username, 'Another#456')).status).toBe(200);
    expect((await call('POST', '/api/u/password/reset', { email, code, password: 'Third#7890' }, addr)).status).toBe(403);
  });

  it('mails the code in the language its owner reads the console in', async () => {
    const user = await h.userWith([]);
    const email = `${user.username}@example.com`;
    let since = mailbox.mark();
    await call('POST', '/api/u/password/forgot', { email }, from());
    const english = await mailbox.next(email, since);
    expect(english.subject).toBe(ACCOUNT_MAILS.en.reset.subject);
    expect(english.text).toContain(`Your password reset code is ${codeIn(english)}`);

    expect((await h.call('PUT', `/api/${USER_LANGUAGE_PATH}`, { token: user.token, body: { language: 'es' } })).status).toBe(200);
    since = mailbox.mark();
    await call('POST', '/api/u/password/forgot', { email }, from());
    const spanish = await mailbox.next(email, since);
    expect(spanish.subject).toBe(ACCOUNT_MAILS.es.reset.subject);
    expect(spanish.text).toContain(`Hola, ${user.username}:`);
    expect(spanish.text).toContain(`Su código para restablecer la contraseña es ${codeIn(spanish)}`);
    expect(spanish.text).toContain(`Caduca en ${ACCOUNT_LIMITS.codeMinutes} minutos.`);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const addr = from();
    const since = mailbox.mark();
    const unknown = await call('POST', '/api/u/password/forgot', { email: 'ghost2@example.com' }, addr);
    const known = await call('POST', '/api/u/password/forgot', { email: 'driver@example.com' }, addr);
    expect(unknown).toEqual(known);
    expect(await mailbox.settle('ghost2@example.com', since)).toEqual([]);
    expect(await mailbox.next('driver@example.com', since)).toBeTruthy();
    const reset = await call('POST', '/api/u/password/reset', { email: 'ghost2@example.com', code: '1234', password: 'Another#456' }, addr);
    expect(reset).toEqual({ status: 403, body: { message: accountTexts.wrongCode, errmsg: accountTexts.wrongCode } });
  });

  it('mails at most a few codes an hour to one address', async () => {
    const user = await h.userWith([]);
    const email = `${user.username}@example.com`;
    const since = mailbox.mark();
    for (let i = 0; i < ACCOUNT_LIMITS.mailsPerHour + 2; i++) {
      expect((await call('POST', '/api/u/password/forgot', { email }, from())).status).toBe(200);
      await mailbox.next(email, since + 0).catch(() => undefined);
    }
    const mails = await mailbox.settle(email, since);
    expect(mails).toHaveLength(ACCOUNT_LIMITS.mailsPerHour);
  });

  it('throttles one address calling too often', async () => {
    const addr = from();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await call('POST', '/api/u/password/forgot', { email: 'ghost3@example.com' }, addr)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await call('POST', '/api/u/password/forgot', { email: 'ghost3@example.com' }, from())).status).toBe(200);
  });
});

describe('invitations', () => {
  const invite = (over: Record<string, unknown> = {}, token?: string) => {
    n++;
    const tag = String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));
    const body = { username: `guest${tag}`, firstname: 'Gina', lastname: 'Guest', email: `guest${tag}@example.com`, user_group_id: 2, ...over };
    return h.call('POST', '/api/u/invite', { body, ...(token ? { token } : {}) }).then((res) => ({ res, body }));
  };
  const linkOf = (text: string) => {
    const m = /\/#\/user\/activate\?username=([^&\s]+)&token=([^\s]+)/.exec(text);
    if (!m) throw new Error(`no link in ${text}`);
    return { username: decodeURIComponent(m[1]), token: decodeURIComponent(m[2]) };
  };

  it('needs create on system/user', async () => {
    const nobody = await h.userWith([{ value: 'system/user', type: 'access' }]);
    const { res } = await invite({}, nobody.token);
    expect(res.status).toBe(403);
  });

  it('mails a link that sets the password once, enables the user and signs them in', async () => {
    const since = mailbox.mark();
    const { res, body } = await invite();
    expect(res.status).toBe(201);
    const mail = await mailbox.next(body.email, since);
    const { username, token } = linkOf(mail.text);
    expect(username).toBe(body.username);

    const addr = from();
    expect(await call('GET', `/api/u/activate?username=${username}&token=${encodeURIComponent(token)}`, undefined, addr)).toEqual({
      status: 200,
      body: { username },
    });
    const bad = await call('GET', `/api/u/activate?username=${username}&token=nope`, undefined, addr);
    expect(bad).toEqual({ status: 404, body: { message: accountTexts.invalidInvitation, errmsg: accountTexts.invalidInvitation } });

    const differ = await call('POST', '/api/u/activate', { username, token, password: 'Welcome#123', confirmPassword: 'Welcome#124' }, addr);
    expect(differ).toEqual({ status: 422, body: [{ path: 'confirmPassword', msg: accountTexts.passwordsDiffer }] });

    const ok = await call('POST', '/api/u/activate', { username, token, password: 'Welcome#123', confirmPassword: 'Welcome#123' }, addr);
    expect(ok.status).toBe(200);
    const me = await h.call('GET', '/api/ug/p/u', { token: ok.body.token });
    expect(me.body).toMatchObject({ username, userGroupId: 2 });
    expect((await signIn(username, 'Welcome#123')).status).toBe(200);

    const reused = await call('POST', '/api/u/activate', { username, token, password: 'Other#1234', confirmPassword: 'Other#1234' }, addr);
    expect(reused).toEqual({ status: 404, body: { message: accountTexts.invalidInvitation, errmsg: accountTexts.invalidInvitation } });
    expect((await call('GET', `/api/u/activate?username=${username}&token=${encodeURIComponent(token)}`, undefined, addr)).status).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const since = mailbox.mark();
    const { body } = await invite();
    const { username, token } = linkOf((await mailbox.next(body.email, since)).text);
    await sql`UPDATE account_token SET expires_at = now() - interval '1 second'
              WHERE user_id = (SELECT id FROM app_user WHERE username = ${username})`.execute(h.db);
    const res = await call('POST', '/api/u/activate', { username, token, password: 'Welcome#123', confirmPassword: 'Welcome#123' }, from());
    expect(res.status).toBe(404);
  });

  it('refuses a taken username or email', async () => {
    const { res } = await invite({ username: 'manager', email: 'driver@example.com' });
    expect(res).toEqual({
      status: 422,
      body: [
        { path: 'username', msg: messages.taken('username') },
        { path: 'email', msg: messages.taken('email') },
      ],
    });
  });
});

describe('outbox', () => {
  it('keeps every mail for administrators, marked sent through SMTP', async () => {
    const { f } = await register();
    const res = await h.call('GET', `/api/outbox/1/10?to=${encodeURIComponent(f.email)}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.data[0]).toMatchObject({ to: f.email, subject: 'Your verification code', sent: true });
    const other = await h.userWith([]);
    expect((await h.call('GET', '/api/outbox/1/10', { token: other.token })).status).toBe(403);
  });
});
