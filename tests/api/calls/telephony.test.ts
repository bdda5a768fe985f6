// The browser phone's calls (docs/calls.md, "Softphone"): the Twilio Voice token (the clear
// "not configured" answer, then a JWT whose signature verifies), the Telnyx agent login against a
// local stand-in for Telnyx, dials written as call rows (validation, block list, never placed by the
// queue), their outcome set only by their own user, the TwiML voice URL, and the permissions.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PATHS, CALL_TEXTS } from '../../../contract/call/call';
import { sandboxCalls } from '../../../server/adapters/call/sandbox';
import { twilioSignature } from '../../../server/adapters/sms/signatures';
import { QUEUE_SCHEMA } from '../../../server/jobs/schema';
import { useHarness } from '../harness';

process.env.CALL_SANDBOX_DELAY_MS = '20';
// after the harness raised it for every file: a user may start 4 calls a minute here
process.env.CALL_USER_LIMIT_PER_MINUTE = '4';

const h = useHarness();

const VOICE_ENV = {
  TWILIO_ACCOUNT_SID: 'ACtest0000000000000000000000000001',
  TWILIO_API_KEY_SID: 'SKtest0000000000000000000000000001',
  TWILIO_API_KEY_SECRET: 'voice-secret-for-tests',
  TWILIO_TWIML_APP_SID: 'APtest0000000000000000000000000001',
};
const OTHER_ENV = ['TELNYX_API_KEY', 'TELNYX_SIP_CREDENTIAL_ID', 'TELNYX_BASE_URL', 'TWILIO_AUTH_TOKEN', 'CALL_WEBHOOK_URL'];
const clearEnv = () => {
  for (const k of [...Object.keys(VOICE_ENV), ...OTHER_ENV]) delete process.env[k];
};
afterEach(clearEnv);

const path = (p: string) => `/call/${p}`;
const callPerm = (type: 'access' | 'create' | 'update') => ({ value: 'call/calls', type }) as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('token/generate', () => {
  it('without the settings answers 409 naming every missing one, never cached', async () => {
    process.env.TWILIO_ACCOUNT_SID = VOICE_ENV.TWILIO_ACCOUNT_SID;
    const res = await h.app.inject({ method: 'GET', url: path(`${CALL_PATHS.voiceToken}?t=${Date.now()}`), headers: { authorization: `Bearer ${h.admin.token}` } });
    expect(res.statusCode).toBe(409);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toBe(`${CALL_TEXTS.voiceNotConfigured} TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_TWIML_APP_SID.`);
  });

  it('with the settings gives a JWT signed with the API key secret, granting the TwiML app to the user, for one hour', async () => {
    Object.assign(process.env, VOICE_ENV);
    const before = Math.floor(Date.now() / 1000);
    const res = await h.app.inject({ method: 'GET', url: path(`${CALL_PATHS.voiceToken}?t=${Date.now()}`), headers: { authorization: `Bearer ${h.admin.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, identity, expiresAt } = res.json();
    expect(identity).toBe(`user_${h.admin.userId}`);
    const [head, body, signature] = token.split('.');
    expect(createHmac('sha256', VOICE_ENV.TWILIO_API_KEY_SECRET).update(`${head}.${body}`).digest('base64url')).toBe(signature);
    expect(createHmac('sha256', 'another secret').update(`${head}.${body}`).digest('base64url')).not.toBe(signature);
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' });
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    expect(payload).toMatchObject({
      iss: VOICE_ENV.TWILIO_API_KEY_SID,
      sub: VOICE_ENV.TWILIO_ACCOUNT_SID,
      grants: { identity, voice: { incoming: { allow: true }, outgoing: { application_sid: VOICE_ENV.TWILIO_TWIML_APP_SID } } },
    });
    expect(payload.jti).toMatch(new RegExp(`^${VOICE_ENV.TWILIO_API_KEY_SID}-\\d+$`));
    expect(payload.exp - before).toBeGreaterThanOrEqual(3600);
    expect(payload.exp - before).toBeLessThanOrEqual(3602);
    expect(new Date(expiresAt).getTime()).toBe(payload.exp * 1000);
  });
});

describe('agents/telnyx/login', () => {
  let telnyx: Server;
  let telnyxUrl = '';
  let answer: { status: number; body: string } = { status: 200, body: 'telnyx-login-jwt' };
  const received: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    telnyx = createServer((req, res) => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body));
    });
    await new Promise<void>((resolve) => telnyx.listen(0, '127.0.0.1', resolve));
    telnyxUrl = `http://127.0.0.1:${(telnyx.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => telnyx.close(resolve)));

  it('without the settings answers 409 naming them', async () => {
    const res = await h.call('GET', path(`${CALL_PATHS.telnyxLogin}?t=1`));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`${CALL_TEXTS.telnyxNotConfigured} TELNYX_API_KEY, TELNYX_SIP_CREDENTIAL_ID.`);
  });

  it("asks Telnyx for the SIP credential's token with the API key and answers it", async () => {
    Object.assign(process.env, { TELNYX_API_KEY: 'KEY-telnyx-test', TELNYX_SIP_CREDENTIAL_ID: 'cred-42', TELNYX_BASE_URL: telnyxUrl });
    answer = { status: 200, body: 'telnyx-login-jwt' };
    received.length = 0;
    const res = await h.call('GET', path(`${CALL_PATHS.telnyxLogin}?t=${Date.now()}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ token: 'telnyx-login-jwt' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v2/telephony_credentials/cred-42/token' });
    expect(received[0].headers.authorization).toBe('Bearer KEY-telnyx-test');
  });

  it('answers 502 without Telnyx details when Telnyx refuses', async () => {
    Object.assign(process.env, { TELNYX_API_KEY: 'KEY-bad', TELNYX_SIP_CREDENTIAL_ID: 'cred-42', TELNYX_BASE_URL: telnyxUrl });
    answer = { status: 401, body: '{"errors":[{"detail":"secret detail"}]}' };
    const res = await h.call('GET', path(CALL_PATHS.telnyxLogin));
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(CALL_TEXTS.telnyxLoginFailed);
  });
});

describe('actions/dial', () => {
  it('refuses a bad number and a blocked one with a 422 on phone, writing nothing', async () => {
    const bad = await h.call('POST', path(CALL_PATHS.dial), { body: { phone: '12345' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([{ path: 'phone', msg: CALL_TEXTS.badNumber }]);
    const missing = await h.call('POST', path(CALL_PATHS.dial), { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body[0].path).toBe('phone');

    const blocked = await h.call('POST', path(CALL_PATHS.blockToggle), { body: { phone: '(720) 555-0199' } });
    expect(blocked.body).toEqual({ phone: '+17205550199', blocked: true });
    const refused = await h.call('POST', path(CALL_PATHS.dial), { body: { phone: '720 555 0199' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ path: 'phone', msg: CALL_TEXTS.blocked }]);
    const logs = await h.call('GET', path(`${CALL_PATHS.logs}?phone=%2B17205550199`));
    expect(logs.body.data).toEqual([]);
  });

  it('writes an outbound call row of the user (normalised, US default) that the queue never places', async () => {
    const user = await h.userWith([callPerm('access'), callPerm('create'), callPerm('update')]);
    const outboxJobs = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`${QUEUE_SCHEMA}.job`)} WHERE name = 'call.outbox'`.execute(h.db)).rows[0].n;
    const jobsBefore = await outboxJobs();
    const res = await h.call('POST', path(CALL_PATHS.dial), { token: user.token, body: { phone: '(720) 555-0123' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), phone: '+17205550123' });
    await sleep(300); // longer than the sandbox's report delay: a queued request would have been answered
    const row = await h.call('GET', `/call/call/${res.body.id}`);
    expect(row.body).toMatchObject({ phone: '+17205550123', direction: 'outbound', status: 'queued', provider: 'twilio', userId: user.userId });
    expect(sandboxCalls.has(`call-${res.body.id}`)).toBe(false);
    // nor is the queue even woken for it
    expect(await outboxJobs()).toBe(jobsBefore);

    const done = await h.call('PUT', path(`${CALL_PATHS.dial}/${res.body.id}`), { token: user.token, body: { status: 'answered', duration: 37 } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ id: res.body.id, status: 'answered', duration: 37 });
    expect((await h.call('GET', `/call/call/${res.body.id}`)).body).toMatchObject({ status: 'answered', duration: 37 });
  });

  it("fails the user's earlier dial that never got its outcome when the user dials again, unless its page still reports it", async () => {
    const user = await h.userWith([callPerm('access'), callPerm('create'), callPerm('update')]);
    const other = await h.userWith([callPerm('access'), callPerm('create'), callPerm('update')]);
    const dial = (token: string, phone: string) => h.call('POST', path(CALL_PATHS.dial), { token, body: { phone } });
    const closed = (await dial(user.token, '7205550131')).body.id; // the page went away during this call
    const othersCall = (await dial(other.token, '7205550132')).body.id;
    const next = (await dial(user.token, '7205550133')).body.id;
    expect((await h.call('GET', `/call/call/${closed}`)).body).toMatchObject({ status: 'failed', error: CALL_TEXTS.dialUnreported });
    // another user's call in progress, and the new dial, are untouched
    expect((await h.call('GET', `/call/call/${othersCall}`)).body).toMatchObject({ status: 'queued', error: null });
    expect((await h.call('GET', `/call/call/${next}`)).body).toMatchObject({ status: 'queued', error: null });
    // a page that was still there (a second tab) reports it after all: its outcome wins
    const late = await h.call('PUT', path(`${CALL_PATHS.dial}/${closed}`), { token: user.token, body: { status: 'answered', duration: 12 } });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect((await h.call('GET', `/call/call/${closed}`)).body).toMatchObject({ status: 'answered', duration: 12, error: null });
  });

  it("sets only the user's own dial, with a status of the list (404 for anyone else's, or a call that is not a dial)", async () => {
    const owner = await h.userWith([callPerm('access'), callPerm('create'), callPerm('update')]);
    const other = await h.userWith([callPerm('access'), callPerm('create'), callPerm('update')]);
    const { body } = await h.call('POST', path(CALL_PATHS.dial), { token: owner.token, body: { phone: '+1 720 555 0124' } });
    const url = path(`${CALL_PATHS.dial}/${body.id}`);

    const foreign = await h.call('PUT', url, { token: other.token, body: { status: 'failed' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(CALL_TEXTS.dialNotFound);
    expect((await h.call('GET', `/call/call/${body.id}`)).body.status).toBe('queued');

    const badStatus = await h.call('PUT', url, { token: owner.token, body: { status: 'exploded', duration: -1 } });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.map((i: { path: string }) => i.path).sort()).toEqual(['duration', 'status']);
    expect((await h.call('PUT', url, { token: owner.token, body: { duration: 3 } })).status).toBe(422);

    // a call request of the same user (queued for the provider) is not a dial
    const request = await h.call('POST', '/call/call', { token: owner.token, body: { phone: '7205550125' } });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    expect((await h.call('PUT', path(`${CALL_PATHS.dial}/${request.body.callId}`), { token: owner.token, body: { status: 'busy' } })).status).toBe(404);
    expect((await h.call('PUT', path(`${CALL_PATHS.dial}/999999999`), { token: owner.token, body: { status: 'busy' } })).status).toBe(404);

    const ok = await h.call('PUT', url, { token: owner.token, body: { status: 'no-answer', duration: 0 } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('no-answer');
  });

  it("takes the user's places in the per-minute call limit: past it a 429 and no row", async () => {
    const user = await h.userWith([callPerm('access'), callPerm('create')]);
    const dial = (n: number) => h.call('POST', path(CALL_PATHS.dial), { token: user.token, body: { phone: `720555${String(200 + n).padStart(4, '0')}` } });
    for (let i = 0; i < 4; i++) expect((await dial(i)).status).toBe(201);
    const refused = await dial(4);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many calls started; try again in \d+ seconds\.$/);
    expect((await h.call('GET', path(`${CALL_PATHS.logs}?phone=7205550204`))).body.data).toEqual([]);
  });

  it('needs the calls create right to dial, update to set the outcome, access for the tokens (403 otherwise)', async () => {
    const reader = await h.userWith([callPerm('access')]);
    const nobody = await h.userWith([{ value: 'localisation/language', type: 'access' }]);
    expect((await h.call('POST', path(CALL_PATHS.dial), { token: reader.token, body: { phone: '7205550126' } })).status).toBe(403);
    const { body } = await h.call('POST', path(CALL_PATHS.dial), { body: { phone: '7205550126' } });
    expect((await h.call('PUT', path(`${CALL_PATHS.dial}/${body.id}`), { token: reader.token, body: { status: 'busy' } })).status).toBe(403);
    expect((await h.call('GET', path(CALL_PATHS.voiceToken), { token: nobody.token })).status).toBe(403);
    expect((await h.call('GET', path(CALL_PATHS.telnyxLogin), { token: nobody.token })).status).toBe(403);
    expect((await h.call('GET', path(CALL_PATHS.voiceToken), { token: null })).status).toBe(401);
    // the reader may ask for its token: it only gets the clear "not configured" answer here
    expect((await h.call('GET', path(CALL_PATHS.voiceToken), { token: reader.token })).status).toBe(409);
  });
});

describe('voice/twilio (the TwiML app voice URL)', () => {
  const base = 'https://backoffice.example.test';
  const post = (fields: Record<string, string>, signature?: string) =>
    h.app.inject({
      method: 'POST',
      url: path(CALL_PATHS.twilioVoice),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const setTwilio = () => Object.assign(process.env, { TWILIO_ACCOUNT_SID: 'ACtest', TWILIO_AUTH_TOKEN: 'auth-token-test', CALL_WEBHOOK_URL: base });

  it('dials the number asked for, from the caller number, when Twilio signed the request', async () => {
    setTwilio();
    const fields = { To: '(720) 555-0130', Caller: 'client:user_1', CallSid: 'CA1' };
    const res = await post(fields, twilioSignature('auth-token-test', base + path(CALL_PATHS.twilioVoice), fields));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toContain('<Response><Dial callerId="+15555550100"><Number>+17205550130</Number></Dial></Response>');
  });

  it('refuses an unsigned or forged request (403), and rejects a blocked number', async () => {
    setTwilio();
    const fields = { To: '+17205550131', From: 'client:user_1' };
    expect((await post(fields)).statusCode).toBe(403);
    expect((await post(fields, twilioSignature('another-token', base + path(CALL_PATHS.twilioVoice), fields))).statusCode).toBe(403);
    await h.call('POST', path(CALL_PATHS.blockToggle), { body: { phone: '+17205550131' } });
    const blocked = await post(fields, twilioSignature('auth-token-test', base + path(CALL_PATHS.twilioVoice), fields));
    expect(blocked.statusCode).toBe(200);
    expect(blocked.body).toContain('<Reject/>');
    expect(blocked.body).not.toContain('<Dial');
  });

  it('is not found without Twilio settings', async () => {
    expect((await post({ To: '+17205550132' }, 'x')).statusCode).toBe(404);
  });
});

describe('voice/twilio: calls to our number', () => {
  const base = 'https://backoffice.example.test';
  const signedPost = (url: string, fields: Record<string, string>, authToken = 'auth-token-test') =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, base + url, fields) },
      payload: new URLSearchParams(fields).toString(),
    });
  const setTwilio = () => Object.assign(process.env, VOICE_ENV, { TWILIO_AUTH_TOKEN: 'auth-token-test', CALL_WEBHOOK_URL: base });
  /** Every browser phone off (as if none took a token within the hour). */
  const phonesOff = () => sql`UPDATE voice_agent SET seen_at = now() - interval '2 hours'`.execute(h.db);
  const phoneOn = (token: string) => h.app.inject({ method: 'GET', url: path(`${CALL_PATHS.voiceToken}?t=${Date.now()}`), headers: { authorization: `Bearer ${token}` } });
  const inboundRow = async (phone: string) => (await h.call('GET', path(`${CALL_PATHS.logs}?phone=${encodeURIComponent(phone)}`))).body.data;

  it("rings the browser phones that are on, records an inbound call, and takes its outcome from Twilio's Dial report", async () => {
    setTwilio();
    await phonesOff();
    const agent = await h.userWith([callPerm('access')]);
    const away = await h.userWith([callPerm('access')]);
    expect((await phoneOn(agent.token)).statusCode).toBe(200);
    expect((await phoneOn(away.token)).statusCode).toBe(200);
    await sql`UPDATE voice_agent SET seen_at = now() - interval '61 minutes' WHERE user_id = ${away.userId}`.execute(h.db);

    const res = await signedPost(path(CALL_PATHS.twilioVoice), { From: '+17205550140', To: '+15555550100', CallSid: 'CAinbound1', Direction: 'inbound' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toContain(`<Client>user_${agent.userId}</Client>`);
    expect(res.body).not.toContain(`user_${away.userId}<`);
    // the same signed request again: the call is written once
    expect((await signedPost(path(CALL_PATHS.twilioVoice), { From: '+17205550140', To: '+15555550100', CallSid: 'CAinbound1', Direction: 'inbound' })).statusCode).toBe(200);
    expect(await inboundRow('+17205550140')).toHaveLength(1);
    const [row] = await inboundRow('+17205550140');
    expect((await h.call('GET', `/call/call/${row.callId}`)).body).toMatchObject({ phone: '+17205550140', direction: 'inbound', status: 'ringing', provider: 'twilio', providerCallId: 'CAinbound1' });
    const action = `${path(CALL_PATHS.twilioVoiceStatus)}?ref=k${row.callId}`;
    expect(res.body).toContain(`action="${base}${action}"`);
    // the queue never places it
    await sleep(100);
    expect(sandboxCalls.has(`call-${row.callId}`)).toBe(false);

    // a forged report changes nothing; Twilio's signed one sets the outcome
    const report = { DialCallStatus: 'completed', DialCallDuration: '42', CallSid: 'CAinbound1' };
    expect((await signedPost(action, report, 'another-token')).statusCode).toBe(403);
    expect((await inboundRow('+17205550140'))[0].status).toBe('ringing');
    const done = await signedPost(action, report);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('<Hangup/>');
    expect((await inboundRow('+17205550140'))[0]).toMatchObject({ status: 'answered', duration: 42 });

    // a report naming a call that is not inbound (a dial of the browser phone) changes nothing
    const dial = await h.call('POST', path(CALL_PATHS.dial), { body: { phone: '7205550141' } });
    expect((await signedPost(`${path(CALL_PATHS.twilioVoiceStatus)}?ref=k${dial.body.id}`, { DialCallStatus: 'busy' })).statusCode).toBe(200);
    expect((await h.call('GET', `/call/call/${dial.body.id}`)).body.status).toBe('queued');
  });

  it('rejects a blocked caller without a record, and tells the caller when no browser phone is on', async () => {
    setTwilio();
    await phonesOff();
    await h.call('POST', path(CALL_PATHS.blockToggle), { body: { phone: '+17205550142' } });
    const blocked = await signedPost(path(CALL_PATHS.twilioVoice), { From: '+17205550142', To: '+15555550100', CallSid: 'CAinbound2' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.body).toContain('<Reject/>');
    expect(await inboundRow('+17205550142')).toEqual([]);

    const nobody = await signedPost(path(CALL_PATHS.twilioVoice), { From: '+17205550143', To: '+15555550100', CallSid: 'CAinbound3' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.body).toContain(`<Say>${CALL_TEXTS.nobodyToAnswer}</Say><Hangup/>`);
    expect(nobody.body).not.toContain('<Dial');
    expect((await inboundRow('+17205550143'))[0]).toMatchObject({ direction: 'inbound', status: 'no-answer' });
  });
});
