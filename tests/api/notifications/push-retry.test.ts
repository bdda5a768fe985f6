// A push the push service refuses for a while is not lost (issue 15): the job queue sends it again,
// with backoff, until the service takes it; a subscription the service says is gone is forgotten.
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../../server/db/database';
import { createJobs, type Jobs } from '../../../server/jobs/queue';
import type { Mailer } from '../../../server/providers/mail';
import { readPushServices } from '../../../server/config';
import { createPushSender, loadVapidKeys } from '../../../server/providers/push';
import type { Realtime } from '../../../server/realtime/realtime';
import { createNotificationService } from '../../../server/features/notifications/notify';
import { useHarness } from '../harness';

// the stand-in push service listens on loopback over http: the operator's explicit setting for it
// (docs/notifications.md, "Web push"), read by the app's save route and by the sender made below
process.env.PUSH_SERVICE_HOSTS = '127.0.0.1:*';
process.env.PUSH_ALLOW_PRIVATE_HOSTS = '1';

const h = useHarness();
let db: Db;
let jobs: Jobs;
let close: (() => Promise<void>) | undefined;
const log = pino({ level: 'silent' });
// the service answers 503 to the first `refuse` requests of an endpoint, then 201 (or 410 for /gone)
let refuse = 0;
const received: string[] = [];
const pushService = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url?.startsWith('/gone')) return res.writeHead(410).end();
    if (refuse > 0) {
      refuse--;
      return res.writeHead(503).end();
    }
    received.push(req.url ?? '');
    res.writeHead(201).end();
  });
});

beforeAll(async () => {
  const made = createDb(h.url, 4);
  db = made.db;
  jobs = await createJobs(made.pool, { error: () => {} });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', () => resolve()));
  close = async () => {
    await jobs.stop(2000);
    await db.destroy();
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  };
}, 60_000);
afterAll(async () => close?.());

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

async function service() {
  const push = createPushSender(await loadVapidKeys(db), 'mailto:office@example.com', log, readPushServices(process.env));
  const quietRealtime = { toUser: () => {} } as unknown as Realtime; // the in-app channel is tested elsewhere
  const noMail = { send: async () => true, close: () => {} } as unknown as Mailer;
  return createNotificationService({ db, realtime: quietRealtime, mailer: noMail, push, publicUrl: 'http://localhost', log, jobs, firstPushRetrySeconds: 1 });
}

const waitFor = async (done: () => Promise<boolean> | boolean) => {
  const deadline = Date.now() + 30_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return done();
};

it('sends a refused push again from the queue until the service takes it', async () => {
  const user = await h.userWith([]);
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/${user.username}`;
  expect((await h.call('POST', '/notification/subscription/save-subscription', { token: user.token, body: { endpoint, keys: keys() } })).status).toBe(201);
  refuse = 2; // the first send and the first retry are refused
  const result = await (await service()).notify({ type: 'order_status', content: 'Order 12 is ready', receivers: [user.userId] });
  expect(result.push).toBe(0);
  expect(received).toEqual([]);
  expect(await waitFor(() => received.length > 0)).toBe(true);
  expect(received).toEqual([`/push/${user.username}`]);
}, 45_000);

it('forgets a subscription the service says is gone, also on a retry', async () => {
  const user = await h.userWith([]);
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/gone/${user.username}`;
  expect((await h.call('POST', '/notification/subscription/save-subscription', { token: user.token, body: { endpoint, keys: keys() } })).status).toBe(201);
  const result = await (await service()).notify({ type: 'order_status', content: 'Order 13 is ready', receivers: [user.userId] });
  expect(result.push).toBe(0);
  const { rows } = await sql`SELECT 1 FROM push_subscription WHERE endpoint = ${endpoint}`.execute(db);
  expect(rows).toEqual([]);
});

it('starts workers of new queues at once, in one process and in two, without failing', async () => {
  // creating a queue alters the queue's tables: concurrent creations used to deadlock a start
  const second = createDb(h.url, 2);
  const other = await createJobs(second.pool, { error: () => {} });
  try {
    const names = ['check.one', 'check.two', 'check.three'] as never[];
    await Promise.all([...names.map((n) => jobs.work(n, async () => {})), ...names.map((n) => other.work(n, async () => {}))]);
  } finally {
    await other.stop(1000);
    await second.db.destroy();
  }
}, 60_000);
