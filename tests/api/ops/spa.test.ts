// The built SPA is served for the screens' own paths, so a reload or a shared link opens the screen.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createDb, type Db } from '../../../server/db/database';
import { useHarness } from '../harness';

const h = useHarness();
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the SPA', () => {
  let app: FastifyInstance;
  let db: Db;
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spa-'));
    await fs.writeFile(path.join(dir, 'index.html'), INDEX);
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const made = createDb(h.url, 2);
    db = made.db;
    app = (await buildApp({ db, pool: made.pool, spaDir: dir })).app;
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('answers / and every screen path a browser opens with index.html', async () => {
    for (const url of ['/', '/login', '/dashboard', '/sale/order', '/system/user/update/3', '/user/customer', '/no/such/screen?x=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('serves built files, with a long cache for hashed assets', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves files of a rebuild made while it runs', async () => {
    await fs.writeFile(path.join(dir, 'assets', 'app-5678.js'), 'console.log(2)');
    const res = await app.inject({ method: 'GET', url: '/assets/app-5678.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('refuses paths to built files that are not canonical (dot segments, doubled slashes), so no route guard is bypassed', async () => {
    // a real socket: app.inject would resolve the dot segments before the server sees them
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const get = (rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: rawPath }, (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject);
      });
    expect(await get('/assets/app-1234.js')).toBe(200);
    for (const rawPath of ['/assets/../index.html', '/assets/%2e%2e/index.html', '/x/../assets/app-1234.js', '/assets/./app-1234.js', '//assets/app-1234.js']) {
      expect(await get(rawPath), rawPath).toBe(403);
    }
  });

  it('sends the copy the build compressed that the browser accepts, and the plain file to others', async () => {
    const js = 'export const big = ' + JSON.stringify('console.log(1);'.repeat(400)) + ';';
    await fs.writeFile(path.join(dir, 'assets', 'big-1234.js'), js);
    await fs.writeFile(path.join(dir, 'assets', 'big-1234.js.br'), zlib.brotliCompressSync(js));
    await fs.writeFile(path.join(dir, 'assets', 'big-1234.js.gz'), zlib.gzipSync(js));
    const get = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/assets/big-1234.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 10);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('has the page and the service worker checked again on every load; hashed assets cached for a year', async () => {
    await fs.writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("push", () => {});');
    for (const url of ['/', '/index.html', '/sw.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses API answers above 1 KB for clients that accept it; small ones go as they are', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/u/1/100', headers: { authorization: `Bearer ${h.admin.token}`, 'accept-encoding': 'gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const body = zlib.gunzipSync(list.rawPayload).toString();
    expect(JSON.parse(body).data.length).toBeGreaterThan(0);
    expect(list.rawPayload.length).toBeLessThan(Buffer.byteLength(body));
    const small = await app.inject({ method: 'GET', url: '/api/account/balance', headers: { authorization: `Bearer ${h.admin.token}`, 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ balance: expect.any(Number), currency: 'USD' });
  });

  it('keeps JSON answers for API calls: 404 for unknown calls, 401 without a token', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-call', headers: { accept: 'application/json' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not Found', errmsg: 'Not Found' });
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    // a page built before a rebuild asks for its old hashed files, compressed
    const missingCompressed = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(missingCompressed.statusCode).toBe(404);
    // a file the build has not compressed (yet) goes plain
    const plainOnly = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plainOnly.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/u/1/10' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/sale/order', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});
