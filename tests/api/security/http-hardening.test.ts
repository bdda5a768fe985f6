// HTTP hardening (issue 7, point 8): security headers, no caching of API answers, sockets only from
// the console's origin, server-side sign-out.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../contract/realtime';
import { buildApp, type App } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { createDb, type Db } from '../../../server/db/database';
import { ADMIN_PASSWORD } from '../constants';
import { useHarness } from '../harness';

const h = useHarness();

/** The policy's directives by name: `{ 'frame-ancestors': ["'none'"], ... }`. */
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('on an API answer: a strict policy, no framing, nosniff, no referrer', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/ug/p/u', headers: { authorization: `Bearer ${h.admin.token}` } });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('HSTS only when the request came over TLS (as told by a proxy on this machine)', async () => {
    const plain = await h.app.inject({ method: 'GET', url: '/api/u/captcha' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await h.app.inject({ method: 'GET', url: '/api/u/captcha', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    // a client elsewhere cannot claim TLS
    const claimed = await h.app.inject({ method: 'GET', url: '/api/u/captcha', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers are never stored, public account calls and refusals included', async () => {
    const answers = [
      await h.app.inject({ method: 'GET', url: '/api/ug/p/u', headers: { authorization: `Bearer ${h.admin.token}` } }),
      await h.app.inject({ method: 'GET', url: '/api/ug/p/u' }),
      await h.app.inject({ method: 'POST', url: '/api/u/password/forgot', payload: { email: 'nobody@example.com' } }),
      await h.app.inject({ method: 'POST', url: '/api/u/login', remoteAddress: '10.7.0.1', payload: { name: 'admin', password: ADMIN_PASSWORD } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 200, 200]);
    for (const r of answers) expect(r.headers['cache-control']).toBe('no-store');
  });

  describe('with the built console', () => {
    let spaDir: string;
    let other: App;
    let db: Db;

    beforeAll(async () => {
      spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
      fs.mkdirSync(path.join(spaDir, 'assets'));
      fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
      fs.writeFileSync(path.join(spaDir, 'assets', 'app.js'), 'console.log(1)');
      fs.writeFileSync(path.join(spaDir, 'services.json'), JSON.stringify({ sms: 'https://sms.example.com/sms', order: '/order' }));
      const conn = createDb(h.url, 2);
      db = conn.db;
      other = await buildApp({ db, pool: conn.pool, spaDir });
    });
    afterAll(async () => {
      await other.app.close();
      await db.destroy();
      fs.rmSync(spaDir, { recursive: true, force: true });
    });

    it('the page may connect to its own host (sockets included) and the hosts of the service map, nothing else; assets stay cached', async () => {
      const res = await other.app.inject({ method: 'GET', url: '/', headers: { host: 'bo.example.org:8443' } });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['connect-src']).toEqual(["'self'", 'ws://bo.example.org:8443', 'wss://bo.example.org:8443', 'https://sms.example.com', 'wss://sms.example.com']);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      // static assets keep their long caching, with the same headers
      const asset = await other.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

/** The harness app, listening on a free port (socket.io needs the HTTP server). */
async function listening(): Promise<string> {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}

/** Whether a WebSocket with this socket token (and page origin) gets connected. */
async function connects(token: string, origin?: string): Promise<boolean> {
  const url = await listening();
  return new Promise<boolean>((resolve) => {
    const socket = io(url + '/', {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      ...(origin ? { extraHeaders: { origin } } : {}),
    });
    socket.once('connect', () => (socket.close(), resolve(true)));
    socket.once('connect_error', () => (socket.close(), resolve(false)));
  });
}

describe('sockets', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listening();
  });

  const handshake = (origin?: string) =>
    fetch(`${baseUrl}${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: origin ? { origin } : {} }).then((r) => r.status);

  it('accept the console origin, pages of the host itself and clients without an Origin; refuse any other page', async () => {
    expect(await handshake(readConfig().socketOrigins[0])).toBe(200);
    expect(await handshake(baseUrl)).toBe(200);
    expect(await handshake()).toBe(200);
    expect(await handshake('https://evil.example')).toBe(403);
    expect(await handshake('http://127.0.0.1:1')).toBe(403);
  });

  it('refuse a WebSocket opened by a page elsewhere, with a valid token', async () => {
    const token = await h.tokens.sign(h.admin.userId, 'socket');
    expect(await connects(token, baseUrl)).toBe(true);
    expect(await connects(token, 'https://evil.example')).toBe(false);
  });
});

describe('sign-out', () => {
  const signIn = async (remoteAddress: string) => {
    const res = await h.call('POST', '/api/u/login', { token: null, body: { name: 'admin', password: ADMIN_PASSWORD }, remoteAddress });
    expect(res.status).toBe(200);
    return res.body as { token: string; socketToken: string };
  };
  const me = (token: string, app = h.app) =>
    app.inject({ method: 'GET', url: '/api/ug/p/u', headers: { authorization: `Bearer ${token}` } }).then((r) => r.statusCode);

  it('revokes the token presented and its socket token, in every process, and no other sign-in', async () => {
    const { db, pool } = createDb(h.url, 2);
    const other = await buildApp({ db, pool });
    try {
      const session = await signIn('10.8.0.1');
      const elsewhere = await signIn('10.8.0.2');
      expect(await me(session.token)).toBe(200);
      expect(await me(session.token, other.app)).toBe(200); // now cached in the other process

      const out = await h.call('POST', '/api/u/logout', { token: session.token });
      expect(out.status).toBe(204);
      expect(await me(session.token)).toBe(401);
      let status = await me(session.token, other.app);
      for (let i = 0; i < 200 && status !== 401; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = await me(session.token, other.app);
      }
      expect(status).toBe(401);
      expect(await me(elsewhere.token)).toBe(200);

      // the socket token of the same sign-in no longer opens sockets
      expect(await connects(session.socketToken)).toBe(false);
      expect(await connects(elsewhere.socketToken)).toBe(true);

      // signing out needs a valid token
      expect((await h.call('POST', '/api/u/logout', { token: session.token })).status).toBe(401);
      expect((await h.call('POST', '/api/u/logout', { token: null })).status).toBe(401);
    } finally {
      await other.app.close();
      await db.destroy();
    }
  });
});
