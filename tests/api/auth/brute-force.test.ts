// Brute-force limits (issue 7, point 7): the sign-in limits hold under parallel guesses, per address
// and per account, with a capped growing wait; wrong codes are bounded per email across codes.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, accountTexts, SIGN_IN_LIMITS } from '../../../contract/accounts';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { codeIn, solveCaptcha, useMailbox } from '../accounts/accounts-mailbox';
import { base, useHarness } from '../harness';
import { sampleRecord } from '../sample-record';

const mailbox = useMailbox();
const h = useHarness();

const LOGIN = '/api/u/login';
const login = (name: string, password: string, remoteAddress: string) =>
  h.call('POST', LOGIN, { token: null, body: { name, password }, remoteAddress });

/** A user created through the API with a password of our choosing. */
async function newUser(password = 'Secret#123') {
  const body = { ...sampleRecord(entities.user, await h.refsFor(entities.user)), password };
  const res = await h.call('POST', base(entities.user), { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { username: res.body.username as string, password };
}

/** Moves an account's recorded failures back in time, as if that many seconds had passed. */
const age = (username: string, seconds: number) =>
  sql`UPDATE login_failure SET at = at - make_interval(secs => ${seconds}) WHERE username = ${username.toLowerCase()}`.execute(h.db);

const countStatuses = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 403).length,
  refused: statuses.filter((s) => s === 429).length,
});

describe('the sign-in limit per address', () => {
  it('checks exactly the limit of 40 parallel wrong sign-ins from one address, and refuses the rest with Retry-After', async () => {
    const address = '10.1.0.1';
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        h.app.inject({ method: 'POST', url: LOGIN, remoteAddress: address, payload: { name: `racer-${i}`, password: 'wrong' } }),
      ),
    );
    expect(countStatuses(replies.map((r) => r.statusCode))).toEqual({ checked: SIGN_IN_LIMITS.addressFailures, refused: 30 });
    for (const r of replies.filter((x) => x.statusCode === 429)) {
      const wait = Number(r.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.addressWindowMinutes * 60);
    }
    // only this address is refused
    expect((await login('admin', 'not-it', '10.1.0.2')).status).toBe(403);
  });
});

describe('the sign-in limit per account', () => {
  it('checks exactly the free failures of 40 parallel guesses at one account from 40 addresses; the right password waits too', async () => {
    const u = await newUser();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        h.app.inject({ method: 'POST', url: LOGIN, remoteAddress: `10.2.0.${i + 1}`, payload: { name: u.username, password: `guess-${i}` } }),
      ),
    );
    expect(countStatuses(replies.map((r) => r.statusCode))).toEqual({ checked: SIGN_IN_LIMITS.accountFreeFailures, refused: 35 });
    const waiting = await login(u.username, u.password, '10.2.1.1');
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ message: messages.tooManyAttempts, errmsg: messages.tooManyAttempts });
  });

  it('makes each next try wait after the last failure, doubling, and never longer than the cap; then the owner signs in', async () => {
    const u = await newUser();
    let ip = 0;
    const from = () => `10.3.0.${++ip}`;
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures; i++) expect((await login(u.username, `guess-${i}`, from())).status).toBe(403);

    const first = await h.app.inject({ method: 'POST', url: LOGIN, remoteAddress: from(), payload: { name: u.username, password: u.password } });
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(SIGN_IN_LIMITS.accountFirstDelaySeconds);

    // the wait is over: the next guess is checked, and the wait after it is twice as long
    await age(u.username, SIGN_IN_LIMITS.accountFirstDelaySeconds);
    expect((await login(u.username, 'guess-again', from())).status).toBe(403);
    const second = await h.app.inject({ method: 'POST', url: LOGIN, remoteAddress: from(), payload: { name: u.username, password: 'x' } });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(SIGN_IN_LIMITS.accountFirstDelaySeconds * 2);

    // however many guesses, the wait stops growing at the cap
    await sql`INSERT INTO login_failure (ip, username) SELECT '10.3.9.' || g, ${u.username} FROM generate_series(1, 30) g`.execute(h.db);
    const capped = await h.app.inject({ method: 'POST', url: LOGIN, remoteAddress: from(), payload: { name: u.username, password: u.password } });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(SIGN_IN_LIMITS.accountMaxDelaySeconds);

    await age(u.username, SIGN_IN_LIMITS.accountMaxDelaySeconds);
    expect((await login(u.username, u.password, from())).status).toBe(200);
  });

  it('does not make an address the owner signed in from wait for guesses made elsewhere', async () => {
    const u = await newUser();
    const home = '10.4.0.1';
    expect((await login(u.username, u.password, home)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures + 3; i++) await login(u.username, `guess-${i}`, `10.4.1.${i + 1}`);
    expect((await login(u.username, u.password, '10.4.2.1')).status).toBe(429);
    expect((await login(u.username, u.password, home)).status).toBe(200);
  });

  it('one address cannot lock an account for long: its guesses stop at its own limit and the wait is capped', async () => {
    const u = await newUser();
    const attacker = '10.5.0.1';
    // the attacker keeps trying; most tries are refused without being checked
    const statuses = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(u.username, `guess-${i}`, attacker)).status);
    expect(countStatuses(statuses).checked).toBe(SIGN_IN_LIMITS.accountFreeFailures);
    expect((await login(u.username, u.password, '10.5.0.2')).status).toBe(429);
    await age(u.username, SIGN_IN_LIMITS.accountMaxDelaySeconds);
    expect((await login(u.username, u.password, '10.5.0.2')).status).toBe(200);
  });
});

describe('wrong codes per email address', () => {
  let n = 0;
  const addr = () => `10.6.0.${++n}`;
  const call = (url: string, body: unknown, remoteAddress: string) => h.call('POST', url, { token: null, body, remoteAddress });

  async function resend(email: string, remoteAddress: string): Promise<string> {
    const challenge = await h.call('GET', '/api/u/captcha', { token: null, remoteAddress });
    const since = mailbox.mark();
    const res = await call('/api/u/register/resend', { email, altcha: await solveCaptcha(challenge.body) }, remoteAddress);
    expect(res.status).toBe(200);
    return codeIn(await mailbox.next(email, since));
  }

  it('are bounded across every code mailed: once spent, even the right new code is refused until the window passes', async () => {
    const ip = addr();
    const f = { username: 'guesstarget', email: 'guesstarget@example.com', password: 'Secret#123' };
    const since = mailbox.mark();
    expect((await call('/api/u/register', f, ip)).status).toBe(201);
    let code = codeIn(await mailbox.next(f.email, since));
    const guesses = ACCOUNT_LIMITS.codeFailures / ACCOUNT_LIMITS.codeAttempts;
    for (let round = 0; round < guesses; round++) {
      if (round > 0) code = await resend(f.email, ip);
      const wrong = code === '0000' ? '0001' : '0000';
      for (let i = 0; i < ACCOUNT_LIMITS.codeAttempts; i++) {
        expect((await call('/api/u/register/verify', { email: f.email, code: wrong }, ip)).status).toBe(403);
      }
    }
    // a new code, the right one, from another address: still refused
    code = await resend(f.email, ip);
    const refused = await call('/api/u/register/verify', { email: f.email, code }, addr());
    expect(refused).toEqual({ status: 429, body: { message: accountTexts.codeGuessesUsedUp, errmsg: accountTexts.codeGuessesUsedUp } });

    // a day later the same code works (it was not spent by the refusal)
    await sql`UPDATE account_code_failure SET at = at - make_interval(hours => ${ACCOUNT_LIMITS.codeFailureWindowHours})
              WHERE email = ${f.email}`.execute(h.db);
    expect((await call('/api/u/register/verify', { email: f.email, code }, addr())).status).toBe(200);
  });

  it('answer an unknown email exactly like a known one, and hold under parallel guesses', async () => {
    const email = 'ghost-guesses@example.com';
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('/api/u/password/reset', { email, code: String(1000 + i), password: 'Another#456' }, `10.6.1.${i + 1}`)),
    );
    const wrong = replies.filter((r) => r.status === 403);
    expect(wrong).toHaveLength(ACCOUNT_LIMITS.codeFailures);
    for (const r of wrong) expect(r.body.message).toBe(accountTexts.wrongCode);
    for (const r of replies.filter((x) => x.status !== 403)) {
      expect(r).toEqual({ status: 429, body: { message: accountTexts.codeGuessesUsedUp, errmsg: accountTexts.codeGuessesUsedUp } });
    }
  });
});
