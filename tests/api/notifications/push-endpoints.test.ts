// Push endpoints are URLs a browser (or anyone with a token) hands the server, which then posts to
// them: only the push services of PUSH_SERVICE_HOSTS, over https, at public addresses. A listener on
// loopback proves that nothing reaches it, neither when a subscription is saved nor when a
// notification is sent, a subscription row written straight into the database included.
// (notifications.test.ts and push-retry.test.ts allow their loopback stand-in explicitly.)
import { createECDH, randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_REFUSED } from '../../../contract/notifications';
import { QUEUE_SCHEMA } from '../../../server/jobs/schema';
import { useHarness } from '../harness';

// the allow-list names loopback hosts, but without PUSH_ALLOW_PRIVATE_HOSTS their addresses are refused
process.env.PUSH_SERVICE_HOSTS = 'localhost:*, 127.0.0.1:*, [::1]:*, fcm.googleapis.com';
delete process.env.PUSH_ALLOW_PRIVATE_HOSTS;

const h = useHarness();

/** Any TCP connection at all (http or a TLS hello) counts: nothing may connect. */
const reached: string[] = [];
const listener = net.createServer((socket) => {
  reached.push(`${socket.remoteAddress}`);
  socket.destroy();
});
let port = 0;
beforeAll(() => new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve())).then(() => void (port = (listener.address() as AddressInfo).port)));
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const save = (token: string, endpoint: string) => h.call('POST', '/notification/subscription/save-subscription', { token, body: { endpoint, keys: keys() } });
const send = (userId: number, content: string) => h.call('POST', '/notification/send', { body: { type: 'order_status', content, receivers: [userId] } });

describe('push endpoints', () => {
  it('refuses to save an endpoint on loopback, private, link-local or metadata addresses, however the host is written', async () => {
    const user = await h.userWith([]);
    const endpoints = [
      `https://127.0.0.1:${port}/push`,
      `http://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `http://localhost:${port}/push`,
      `https://0x7f.1:${port}/push`,
      `https://2130706433:${port}/push`,
      `https://017700000001:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
      `https://[::1]:${port}/push`,
      'https://169.254.169.254/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push',
      'https://192.168.1.1/push',
      'https://100.64.0.1/push',
      'https://[fd00::1]/push',
      'https://push.example.com/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      `https://fcm.googleapis.com:${port}/fcm/send/abc`,
    ];
    const answers = [];
    for (const endpoint of endpoints) answers.push({ endpoint, ...(await save(user.token, endpoint)) });
    expect(answers).toEqual(endpoints.map((endpoint) => ({ endpoint, status: 422, body: [{ path: 'endpoint', msg: PUSH_ENDPOINT_REFUSED }] })));
    const { rows } = await sql`SELECT endpoint FROM push_subscription WHERE user_id = ${user.userId}`.execute(h.db);
    expect(rows).toEqual([]);
    expect(reached).toEqual([]);
  });

  it('sends nothing to a loopback subscription written straight into the database, now or from the retry queue', async () => {
    const user = await h.userWith([]);
    const written = [`http://127.0.0.1:${port}/direct`, `https://localhost:${port}/direct`, `https://[::ffff:7f00:1]:${port}/direct`, `http://0x7f.1:${port}/direct`];
    for (const endpoint of written) {
      const k = keys();
      await sql`INSERT INTO push_subscription (user_id, endpoint, p256dh, auth) VALUES (${user.userId}, ${endpoint}, ${k.p256dh}, ${k.auth})`.execute(h.db);
    }
    const res = await send(user.userId, 'Order 7 is ready');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ inApp: 1, push: 0 });
    // a refused endpoint is not handed to the retry queue either
    const { rows: retries } = await sql`SELECT 1 FROM ${sql.id(QUEUE_SCHEMA, 'job')} WHERE name = 'push.retry'`.execute(h.db);
    expect(retries).toEqual([]);
    // the rows stay (the operator may allow the host later), and are refused at every send
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscription WHERE user_id = ${user.userId}`.execute(h.db);
    expect(rows[0].n).toBe(written.length);
    await new Promise((r) => setTimeout(r, 200));
    expect(reached).toEqual([]);
  });
});
