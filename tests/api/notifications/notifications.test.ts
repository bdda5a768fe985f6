// The notification list, notify() across channels (in-app with the socket event, email through a real
// SMTP server, web push to a local stand-in push service), settings, sounds and sign-out on disable.
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_KEYS, NOTIFICATION_PAGE_SIZE, type NotificationItem } from '../../../contract/notifications';
import { EVENTS, SOCKET_PATH } from '../../../contract/realtime';
import { useMailbox } from '../accounts/accounts-mailbox';
import { useHarness, type TestUser } from '../harness';

// the stand-in push service listens on loopback over http: the operator's explicit setting for it
// (docs/notifications.md, "Web push"); tests/api/notifications/push-endpoints.test.ts runs without it
process.env.PUSH_SERVICE_HOSTS = '127.0.0.1:*';
process.env.PUSH_ALLOW_PRIVATE_HOSTS = '1';

const mailbox = useMailbox();
const h = useHarness();

let baseUrl = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of sockets) s.close();
});

async function connect(user: TestUser): Promise<Socket> {
  const socket = io(baseUrl + '/', {
    path: SOCKET_PATH,
    auth: { token: await h.tokens.sign(user.userId, 'socket') },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const nextEvent = <T>(socket: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const send = (body: Record<string, unknown>) => h.call('POST', '/notification/send', { body });

describe('notification list', () => {
  it('pages newest first with counts; marks one, deletes one, marks all, each for its receiver only', async () => {
    const user = await h.userWith([]);
    const other = await h.userWith([]);
    for (let i = 1; i <= 12; i++) {
      expect((await send({ type: 'order', content: `Order ${i}`, receivers: [user.userId], data: { Id: i } })).status).toBe(201);
    }
    const first = await h.call('GET', '/notification/l?offset=0&limit=10', { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 12, unread: 12 });
    expect(first.body.data).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.body.data.map((i: NotificationItem) => i.content).slice(0, 2)).toEqual(['Order 12', 'Order 11']);
    expect(first.body.data[0]).toMatchObject({
      type: 'order',
      is_read: false,
      receiver: user.userId,
      user: user.userId,
      data: { Id: 12 },
      sender: { userId: h.admin.userId, username: 'admin' },
    });
    const rest = await h.call('GET', '/notification/l?offset=10&limit=10', { token: user.token });
    expect(rest.body.data.map((i: NotificationItem) => i.content)).toEqual(['Order 2', 'Order 1']);

    const [a, b] = first.body.data as NotificationItem[];
    expect((await h.call('PUT', `/notification/${a._id}`, { token: other.token })).status).toBe(404);
    expect((await h.call('DELETE', `/notification/${a._id}`, { token: other.token })).status).toBe(404);

    const read = await h.call('PUT', `/notification/${a._id}`, { token: user.token });
    expect(read.body).toMatchObject({ _id: a._id, is_read: true });
    expect((await h.call('GET', '/notification/l/unread', { token: user.token })).body).toEqual({ unread: 11 });
    // marking it again changes nothing
    await h.call('PUT', `/notification/${a._id}`, { token: user.token });
    expect((await h.call('GET', '/notification/l/unread', { token: user.token })).body).toEqual({ unread: 11 });

    expect((await h.call('DELETE', `/notification/${b._id}`, { token: user.token })).body).toEqual({ deleted: 1 });
    expect((await h.call('GET', '/notification/l?offset=0&limit=10', { token: user.token })).body).toMatchObject({ count: 11, unread: 10 });

    expect((await h.call('PUT', '/notification/r/a', { token: user.token })).body).toEqual({ updated: 10 });
    expect((await h.call('GET', '/notification/l/unread', { token: user.token })).body).toEqual({ unread: 0 });
    expect((await h.call('GET', '/notification/l', { token: other.token })).body).toEqual({ data: [], count: 0, unread: 0 });
  });

  it('refuses a bad window and calls without a token', async () => {
    expect((await h.call('GET', '/notification/l?offset=-1&limit=500')).body.map((e: { path: string }) => e.path)).toEqual(['offset', 'limit']);
    expect((await h.call('GET', '/notification/l', { token: null })).status).toBe(401);
  });

  it('lets only staff with the right send by hand', async () => {
    const user = await h.userWith([]);
    const res = await h.call('POST', '/notification/send', { token: user.token, body: { type: 'order', content: 'x', receivers: [user.userId] } });
    expect(res.status).toBe(403);
  });
});

describe('notify()', () => {
  it('stores the item and sends it at once to the receiver open pages', async () => {
    const user = await h.userWith([]);
    const socket = await connect(user);
    const arrived = nextEvent<NotificationItem>(socket, EVENTS.notification);
    const res = await send({ type: 'chat', content: 'New message', receivers: [user.userId], data: { chatRoomID: 3, memberID: 4 } });
    expect(res.body).toMatchObject({ inApp: 1 });
    const item = await arrived;
    expect(item).toMatchObject({ type: 'chat', content: 'New message', is_read: false, data: { chatRoomID: 3, memberID: 4 } });
    const list = await h.call('GET', '/notification/l', { token: user.token });
    expect(list.body.data[0]._id).toBe(item._id);
  });

  it('reaches everyone whose group may open a path', async () => {
    const seller = await h.userWith([{ value: 'sale/order', type: 'access' }]);
    const stranger = await h.userWith([]);
    const res = await send({ type: 'order', content: 'New order', permission: 'sale/order' });
    expect(res.status).toBe(201);
    expect((await h.call('GET', '/notification/l/unread', { token: seller.token })).body.unread).toBe(1);
    expect((await h.call('GET', '/notification/l/unread', { token: stranger.token })).body.unread).toBe(0);
  });

  it('mails a type offered by email and honours the user turning a channel off', async () => {
    const user = await h.userWith([]);
    const email = `${user.username}@example.com`;
    const settings = await h.call('GET', '/notification/s', { token: user.token });
    const review = settings.body.types.find((t: { name: string }) => t.name === 'review');
    expect(review).toMatchObject({ inApp: true, email: true });

    const since = mailbox.mark();
    expect((await send({ type: 'review', content: 'New review', receivers: [user.userId], data: { reviewId: 5 } })).body).toMatchObject({
      inApp: 1,
      email: 1,
    });
    const mail = await mailbox.next(email, since);
    expect(mail.subject).toBe('New review');
    expect(mail.text).toContain('/#/catalog/review/update/5');

    // an id carrying path or query characters stays one segment of the link
    const since3 = mailbox.mark();
    await send({ type: 'review', content: 'Odd review', receivers: [user.userId], data: { reviewId: '1/../../system/user?x=1' } });
    const odd = await mailbox.next(email, since3);
    const open = odd.text.split(/\r?\n/).find((line) => line.startsWith('Open: '));
    expect(open?.endsWith('/#/catalog/review/update/1%2F..%2F..%2Fsystem%2Fuser%3Fx%3D1')).toBe(true);

    const put = await h.call('PUT', '/notification/s', {
      token: user.token,
      body: { settings: { [review.notificationTypeId]: { email: false, inApp: false } } },
    });
    expect(put.status).toBe(200);
    expect(put.body.settings).toEqual({ [review.notificationTypeId]: { email: false, inApp: false } });
    const since2 = mailbox.mark();
    expect((await send({ type: 'review', content: 'Another review', receivers: [user.userId] })).body).toEqual({ inApp: 0, email: 0, push: 0, sms: 0 });
    expect(await mailbox.settle(email, since2)).toEqual([]);
  });

  it('refuses settings for unknown types or channels', async () => {
    const res = await h.call('PUT', '/notification/s', { body: { settings: { 999999: { inApp: true }, 1: { fax: true } } } });
    expect(res.status).toBe(422);
    expect(res.body.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['settings.999999', 'settings.1.fax']));
  });

  it('sends nothing for a disabled type and in-app only for an unknown one', async () => {
    const user = await h.userWith([]);
    const type = await h.call('POST', '/notification/t', { body: { name: 'quiet', inApp: true, email: true, status: false } });
    expect(type.status).toBe(201);
    expect((await send({ type: 'quiet', content: 'x', receivers: [user.userId] })).body).toEqual({ inApp: 0, email: 0, push: 0, sms: 0 });
    expect((await send({ type: 'brand_new_kind', content: 'x', receivers: [user.userId] })).body).toEqual({ inApp: 1, email: 0, push: 0, sms: 0 });
  });
});

describe('web push', () => {
  let pushServer: http.Server;
  let pushUrl = '';
  const pushed: { url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  let answer = 201;

  beforeAll(async () => {
    pushServer = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        pushed.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', () => resolve()));
    pushUrl = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => pushServer.close(() => resolve())));

  const browserKeys = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  };

  it('gives the VAPID public key, the same on every call', async () => {
    const a = await h.call('GET', '/notification/subscription/vapid-public-key');
    const b = await h.call('GET', '/notification/subscription/vapid-public-key');
    expect(a.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(b.body).toEqual(a.body);
    const { rows } = await sql<{ value: { publicKey: string } }>`SELECT value FROM app_setting WHERE key = 'vapid'`.execute(h.db);
    expect(rows[0].value.publicKey).toBe(a.body.publicKey);
  });

  it('refuses a malformed subscription', async () => {
    const res = await h.call('POST', '/notification/subscription/save-subscription', { body: { endpoint: 'nope', keys: { p256dh: 'x', auth: 'y' } } });
    expect(res.status).toBe(422);
    expect(res.body.map((e: { path: string }) => e.path)).toEqual(['endpoint', 'keys.p256dh', 'keys.auth']);
  });

  it('keeps an endpoint with the user who saved it: another user saving it again is refused, the owner refreshes it', async () => {
    const owner = await h.userWith([]);
    const intruder = await h.userWith([]);
    const endpoint = `${pushUrl}/push/owned-by-${owner.username}`;
    expect(await h.call('POST', '/notification/subscription/save-subscription', { token: owner.token, body: { endpoint, keys: browserKeys() } })).toEqual({
      status: 201,
      body: { saved: true },
    });
    const taken = await h.call('POST', '/notification/subscription/save-subscription', { token: intruder.token, body: { endpoint, keys: browserKeys() } });
    expect(taken).toEqual({ status: 422, body: [{ path: 'endpoint', msg: 'This endpoint is already in use.' }] });

    // the owner's pushes still go to it; the intruder's do not
    const before = pushed.length;
    expect((await send({ type: 'order_status', content: 'to owner', receivers: [owner.userId] })).body).toMatchObject({ push: 1 });
    expect((await send({ type: 'order_status', content: 'to intruder', receivers: [intruder.userId] })).body).toMatchObject({ push: 0 });
    expect(pushed.slice(before).map((p) => p.url)).toEqual([`/push/owned-by-${owner.username}`]);

    // the owner saving it again (new keys, e.g. after the browser renewed them) is fine
    const again = await h.call('POST', '/notification/subscription/save-subscription', { token: owner.token, body: { endpoint, keys: browserKeys() } });
    expect(again.status).toBe(201);
    const { rows } = await sql<{ user_id: string }>`SELECT user_id FROM push_subscription WHERE endpoint = ${endpoint}`.execute(h.db);
    expect(rows.map((r) => Number(r.user_id))).toEqual([owner.userId]);
  });

  it('pushes an encrypted, VAPID-signed message to saved subscriptions and forgets one the service says is gone', async () => {
    const user = await h.userWith([]);
    const endpoint = `${pushUrl}/push/${user.username}`;
    const saved = await h.call('POST', '/notification/subscription/save-subscription', { token: user.token, body: { endpoint, keys: browserKeys() } });
    expect(saved).toEqual({ status: 201, body: { saved: true } });
    const { body: key } = await h.call('GET', '/notification/subscription/vapid-public-key');

    const before = pushed.length;
    const res = await send({ type: 'order_status', content: 'Order accepted', receivers: [user.userId], data: { Id: 77 } });
    expect(res.body).toMatchObject({ inApp: 1, push: 1 });
    const got = pushed.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0].url).toBe(`/push/${user.username}`);
    expect(got[0].headers['content-encoding']).toBe('aes128gcm');
    expect(got[0].headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${key.publicKey}$`));
    expect(got[0].body.toString('utf8')).not.toContain('Order accepted');

    // the user turns push off for this type
    const settings = await h.call('GET', '/notification/s', { token: user.token });
    const type = settings.body.types.find((t: { name: string }) => t.name === 'order_status');
    await h.call('PUT', '/notification/s', { token: user.token, body: { settings: { [type.notificationTypeId]: { push: false } } } });
    expect((await send({ type: 'order_status', content: 'x', receivers: [user.userId] })).body).toMatchObject({ inApp: 1, push: 0 });
    await h.call('PUT', '/notification/s', { token: user.token, body: { settings: {} } });

    // another user cannot remove it; its owner can (e.g. on sign-out), then re-saves it
    const stranger = await h.userWith([]);
    const theirs = await h.call('POST', '/notification/subscription/delete-subscription', { token: stranger.token, body: { endpoint } });
    expect(theirs.body).toEqual({ deleted: 0 });
    const mine = await h.call('POST', '/notification/subscription/delete-subscription', { token: user.token, body: { endpoint } });
    expect(mine.body).toEqual({ deleted: 1 });
    expect((await send({ type: 'order_status', content: 'z', receivers: [user.userId] })).body).toMatchObject({ push: 0 });
    await h.call('POST', '/notification/subscription/save-subscription', { token: user.token, body: { endpoint, keys: browserKeys() } });

    answer = 410;
    expect((await send({ type: 'order_status', content: 'y', receivers: [user.userId] })).body).toMatchObject({ push: 0 });
    answer = 201;
    const { rows } = await sql`SELECT 1 FROM push_subscription WHERE endpoint = ${endpoint}`.execute(h.db);
    expect(rows).toEqual([]);
  });
});

describe('settings screen data', () => {
  it('lists groups and the types with their channels; the seed gives inApp on by default', async () => {
    const res = await h.call('GET', '/notification/s');
    expect(res.status).toBe(200);
    expect(res.body.groups.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Sales', 'Communications', 'Catalog', 'Delivery']));
    for (const t of res.body.types) for (const c of CHANNEL_KEYS) expect(typeof t[c]).toBe('boolean');
    const created = await h.call('POST', '/notification/t', { body: { name: 'defaults check' } });
    expect(created.body).toMatchObject({ inApp: true, email: false, push: false, sms: false, status: true });
  });
});

describe('sounds', () => {
  it('uploads a sound file that plays without a token and is played for its type', async () => {
    const boundary = 'x-boundary';
    const audio = Buffer.from('ID3fake-mp3-bytes');
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ding.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await h.app.inject({
      method: 'POST',
      url: '/notification/files/upload',
      headers: { authorization: `Bearer ${h.admin.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    const { fileId, url } = upload.json() as { fileId: number; url: string };
    const played = await h.app.inject({ method: 'GET', url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');
    expect(played.rawPayload.equals(audio)).toBe(true);

    const sound = await h.call('POST', '/notification/sound', { body: { name: 'Ding', fileId } });
    expect(sound.status).toBe(201);
    const type = await h.call('POST', '/notification/t', { body: { name: 'with sound', sounds: [sound.body.notificationSoundId] } });
    const user = await h.userWith([]);
    await send({ type: 'with sound', content: 'ding', receivers: [user.userId] });
    const list = await h.call('GET', '/notification/l', { token: user.token });
    expect(list.body.data[0].sound).toBe(url);
    expect(type.status).toBe(201);
  });

  it('refuses a file that is not audio', async () => {
    const boundary = 'y-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="evil.html"\r\nContent-Type: text/html\r\n\r\n<script></script>\r\n--${boundary}--\r\n`,
    );
    const res = await h.app.inject({
      method: 'POST',
      url: '/notification/files/upload',
      headers: { authorization: `Bearer ${h.admin.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect((await h.app.inject({ method: 'GET', url: '/notification/files/999999' })).statusCode).toBe(404);
  });
});

describe('DISABLE-USER-STATUS', () => {
  it('signs a disabled user out of every open page at once', async () => {
    const user = await h.userWith([]);
    const socket = await connect(user);
    const told = nextEvent<{ userId: number }>(socket, EVENTS.disableUser);
    const gone = nextEvent<string>(socket, 'disconnect');
    expect((await h.call('PUT', `/api/u/${user.userId}`, { body: { status: false } })).status).toBe(200);
    expect(await told).toEqual({ userId: user.userId });
    await gone;
    expect((await h.call('GET', '/notification/l', { token: user.token })).status).toBe(401);
  });
});

describe('order notifications', () => {
  it('tell everyone who may open orders, except the one who made the change, with a link to the order', async () => {
    const { createNotificationService } = await import('../../../server/features/notifications/notify');
    const { orderNotifications } = await import('../../../server/features/notifications/order-notifications');
    const { createMailer } = await import('../../../server/providers/mail');
    const events: { userId: number; event: string; payload: NotificationItem }[] = [];
    const service = createNotificationService({
      db: h.db,
      realtime: {
        toUser: (_ns, userId, event, payload) => void events.push({ userId, event, payload: payload as NotificationItem }),
        broadcast: () => {},
        toOwners: () => {},
        rebindUser: () => {},
        disconnectUser: () => {},
        close: async () => {},
      },
      mailer: createMailer(h.db, { from: 'test@localhost', log: h.app.log }),
      push: { publicKey: '', send: async () => 'sent', accepts: async () => true },
      publicUrl: 'http://localhost',
      log: h.app.log,
    });
    const seller = await h.userWith([{ value: 'sale/order', type: 'access' }]);
    const changer = await h.userWith([{ value: 'sale/order', type: 'access' }]);
    const result = await orderNotifications(service).statusChanged({
      orderId: 41,
      mongoId: 'abc41',
      status: 'accepted',
      previousStatus: 'new',
      userId: changer.userId,
    });
    expect(result.inApp).toBeGreaterThanOrEqual(2); // the seller and the admin
    const toSeller = events.find((e) => e.userId === seller.userId);
    expect(toSeller?.event).toBe(EVENTS.notification);
    expect(toSeller?.payload).toMatchObject({ type: 'order_status', content: 'Order #41 is accepted', data: { Id: 'abc41' } });
    expect(events.some((e) => e.userId === changer.userId)).toBe(false);
  });
});
