// The media library: uploads checked by name and bytes, the sizes made, files served by key with
// their real type, folders, moves and the bulk calls (second document, sections 5 and 7).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { IMAGE_LIMITS, MEDIA_KINDS, MEDIA_PATHS, folderMessages, mediaUploadMessages } from '../../../contract/media';
import { messages } from '../../../contract/messages';
import { DiskStorage } from '../../../server/storage/disk-storage';
import { useMediaStorage } from '../../../server/storage';
import { bombPng } from '../../support/hostile-files';
import { useHarness } from '../harness';

const h = useHarness();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
beforeAll(() => useMediaStorage(new DiskStorage(dir)));

/** Every stored object (key/size) in the test's store. */
const storedObjects = (): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir).flatMap((key) => fs.readdirSync(path.join(dir, key)).map((size) => `${key}/${size}`)) : [];

interface Part {
  filename: string;
  data: Buffer;
  type?: string;
}

function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = 'media-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

async function upload(rest: string, parts: Part[], query = '', fields: Record<string, string> = {}) {
  const { headers, payload } = multipart(parts, fields);
  const res = await h.app.inject({ method: 'POST', url: `/media/${MEDIA_PATHS.upload(rest)}${query}`, headers: { ...headers, authorization: `Bearer ${h.admin.token}` }, payload });
  return { status: res.statusCode, body: res.json() };
}

const png = (width: number, height: number, color = '#3a7') => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c52' } }).jpeg().toBuffer();
const get = (url: string) => h.app.inject({ method: 'GET', url });

const IMAGE = MEDIA_KINDS.image;
const ICON = MEDIA_KINDS.icon;
const VIDEO = MEDIA_KINDS.video;
const wrongType = (rule: typeof IMAGE) => messages.wrongFileType(rule.upload.extensions);

describe('uploading refuses what a library does not take, and stores nothing', () => {
  it('refuses a PNG renamed .mp4 with the spec text', async () => {
    const before = storedObjects().length;
    const res = await upload(VIDEO.rest, [{ filename: 'clip.mp4', data: await png(20, 20), type: 'video/mp4' }]);
    expect(res).toEqual({ status: 422, body: [{ path: 'file', msg: 'Wrong file type found. Only m4v, avi, mpg, mp4, webm files are allowed!' }] });
    expect(storedObjects()).toHaveLength(before);
  });

  it('refuses an extension the library does not list, and a page named .png', async () => {
    const svgAsImage = await upload(IMAGE.rest, [{ filename: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    expect(svgAsImage).toEqual({ status: 422, body: [{ path: 'file', msg: wrongType(IMAGE) }] });
    const page = await upload(IMAGE.rest, [{ filename: 'x.png', data: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect(page).toEqual({ status: 422, body: [{ path: 'file', msg: 'Wrong file type found. Only jpg, gif, bmp, png, jpeg files are allowed!' }] });
  });

  it('refuses a zero-byte file and an oversized one', async () => {
    const before = storedObjects().length;
    const empty = await upload(IMAGE.rest, [{ filename: 'empty.png', data: Buffer.alloc(0) }]);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual([{ path: 'file', msg: expect.stringMatching(/empty/i) }]);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(ICON.upload.maxBytes)]);
    const oversized = await upload(ICON.rest, [{ filename: 'big.png', data: big }]);
    expect(oversized.status).toBe(422);
    expect(oversized.body).toEqual([{ path: 'file', msg: expect.stringMatching(/larger than 2 MB/) }]);
    expect(storedObjects()).toHaveLength(before);
  });

  it('refuses the whole call when one of several files is wrong: no record, no file', async () => {
    const before = storedObjects().length;
    const count = (await h.call('GET', `/media/${IMAGE.rest}/1/100`)).body.count;
    const res = await upload(IMAGE.rest, [
      { filename: 'a.png', data: await png(30, 30) },
      { filename: 'b.png', data: Buffer.from('GIF89a not really') },
    ]);
    expect(res).toEqual({ status: 422, body: [{ path: 'file.1', msg: wrongType(IMAGE) }] });
    expect(storedObjects()).toHaveLength(before);
    expect((await h.call('GET', `/media/${IMAGE.rest}/1/100`)).body.count).toBe(count);
  });
});

describe('images are kept at 120 and 500 wide besides the original, and served by key', () => {
  it('makes both sizes with those widths, keeping the aspect ratio', async () => {
    const res = await upload(IMAGE.rest, [{ filename: 'Red apple.jpg', data: await jpeg(1000, 800) }]);
    expect(res.status).toBe(201);
    const [record] = res.body;
    expect(record).toMatchObject({ name: 'Red apple', width: 1000, height: 800, mime: 'image/jpeg', folder: null });
    expect(record.fileKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(record.url).toBe(`/media/files/${record.fileKey}`);
    for (const [field, width, height] of [['url120', 120, 96], ['url500', 500, 400]] as const) {
      const served = await get(record[field]);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('serves the real type, never sniffed, cached for good, and nothing for a wrong key or size', async () => {
    const [record] = (await upload(IMAGE.rest, [{ filename: 'pear.png', data: await png(640, 480) }])).body;
    const served = await get(record.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="pear"/);
    expect((await get(`/media/files/${record.fileKey}/120`)).headers['content-type']).toBe('image/png');
    expect((await get('/media/files/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(`/media/files/${record.fileKey}/999`)).statusCode).toBe(404);
    expect((await get(`/media/files/..%2F..%2Fetc%2Fpasswd`)).statusCode).toBe(404);
  });

  it('answers a byte range with 206, and a range outside the file with 416', async () => {
    const [record] = (await upload(IMAGE.rest, [{ filename: 'range.png', data: await png(300, 200) }])).body;
    const whole = await get(record.url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await h.app.inject({ method: 'GET', url: record.url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${record.size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 8));
    const outside = await h.app.inject({ method: 'GET', url: record.url, headers: { range: `bytes=${record.size}-` } });
    expect(outside.statusCode).toBe(416);
  });

  it('uploads several files at once, with names and alt texts from fileData', async () => {
    const res = await upload(IMAGE.rest, [{ filename: 'one.png', data: await png(50, 50) }, { filename: 'two.gif', data: await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00f' } }).gif().toBuffer() }], '', {
      'fileData[1]': JSON.stringify({ name: 'Blue banner', alt: 'A blue banner' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['one', 'Blue banner']);
    expect(res.body[1]).toMatchObject({ alt: 'A blue banner', mime: 'image/gif', width: 40, height: 20 });
    // never enlarged: a small picture's sizes are its own width
    const meta = await sharp((await get(res.body[0].url500)).rawPayload).metadata();
    expect(meta.width).toBe(50);
  });
});

describe('icons', () => {
  it('keeps an SVG without anything that runs, and renders it at 80', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="alert(1)">
      <script>alert(2)</script><script xlink:href="https://evil.example/x.js"/>
      <rect width="200" height="100" fill="#e33" onclick="alert(3)"/>
      <a href="javascript:alert(4)"><circle cx="50" cy="50" r="40"/></a>
      <use xlink:href="javascript:alert(5)"/><use href="#ok"/>
      <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(6)"/></body></foreignObject>
      <set attributeName="href" to="javascript:alert(7)"/>
      <style>@import url(https://evil.example/x.css);</style>
    </svg>`;
    const res = await upload(ICON.rest, [{ filename: 'cart.svg', data: Buffer.from(svg) }], '', { size: '80' });
    expect(res.status).toBe(201);
    const [record] = res.body;
    expect(record.mime).toBe('image/svg+xml');
    const original = await get(record.url);
    const kept = original.body;
    expect(kept).toContain('<rect');
    for (const bad of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', 'iframe', '<set', '@import', 'evil.example']) expect(kept).not.toContain(bad);
    expect(kept).toContain('href="#ok"');
    // an SVG is never shown inline as a page of the site, and could run nothing if it were
    expect(original.headers['content-type']).toBe('image/svg+xml');
    expect(original.headers['content-disposition']).toMatch(/^attachment/);
    expect(original.headers['content-security-policy']).toMatch(/sandbox/);
    const small = await get(record.url80);
    expect(small.headers['content-type']).toBe('image/png');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([80, 40]);
  });

  it('fits a raster icon into 80 by 80', async () => {
    const [record] = (await upload(ICON.rest, [{ filename: 'tall.png', data: await png(100, 400) }])).body;
    const meta = await sharp((await get(record.url80)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 80]);
  });
});

describe('pictures that would cost the server more than they are worth (docs/media.md, "Limits")', () => {
  it('refuses a decompression bomb before decoding it: a 250 KB PNG of 256 million pixels', async () => {
    const bomb = await bombPng(16000, 16000);
    expect(bomb.length).toBeLessThan(500 * 1024);
    const started = performance.now();
    const res = await upload(IMAGE.rest, [{ filename: 'bomb.png', data: bomb }]);
    expect(res).toEqual({ status: 422, body: [{ path: 'file', msg: mediaUploadMessages.tooManyPixels(IMAGE_LIMITS.maxPixels) }] });
    // sharp alone (its own limit is 268 million pixels) would decode and resize it for many seconds
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('draws an SVG icon of any declared size at the size its 80 px needs', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000" viewBox="0 0 2 1"><rect width="2" height="1" fill="#36a"/></svg>';
    const started = performance.now();
    const res = await upload(ICON.rest, [{ filename: 'huge.svg', data: Buffer.from(svg) }]);
    expect(res.status).toBe(201);
    const meta = await sharp((await get(res.body[0].url80)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([80, 40]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses an SVG nested too deep to walk with a 422, never a server error', async () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(30_000)}${'</g>'.repeat(30_000)}</svg>`;
    const res = await upload(ICON.rest, [{ filename: 'deep.svg', data: Buffer.from(deep) }]);
    expect(res).toEqual({ status: 422, body: [{ path: 'file', msg: mediaUploadMessages.badImage }] });
  });
});

describe('folders', () => {
  const f = (p: string, query: string) => h.call('GET', `/media/${p}?${query}`);

  it('creates, lists, renames, refuses to delete a folder holding files, moves files, then deletes it', async () => {
    expect((await f(MEDIA_PATHS.createFolder(IMAGE.rest), 'dir=&folder_name=Fruit')).body).toEqual({ path: 'Fruit', name: 'Fruit', files: 0 });
    expect((await f(MEDIA_PATHS.createFolder(IMAGE.rest), 'dir=Fruit&folder_name=Red')).status).toBe(200);
    const again = await f(MEDIA_PATHS.createFolder(IMAGE.rest), 'dir=&folder_name=Fruit');
    expect(again).toEqual({ status: 422, body: [{ path: 'folder_name', msg: folderMessages.exists }] });
    expect((await f(MEDIA_PATHS.createFolder(IMAGE.rest), 'dir=&folder_name=..')).status).toBe(422);
    expect((await f(MEDIA_PATHS.createFolder(IMAGE.rest), 'dir=Nowhere&folder_name=x')).body).toEqual([{ path: 'dir', msg: folderMessages.missing }]);

    const up = await upload(IMAGE.rest, [{ filename: 'cherry.png', data: await png(60, 60) }, { filename: 'plum.png', data: await png(60, 60) }], '?dir=Fruit/Red');
    expect(up.status).toBe(201);
    expect(up.body.map((r: { folder: string }) => r.folder)).toEqual(['Fruit/Red', 'Fruit/Red']);

    const renamed = await f(MEDIA_PATHS.renameFolder(IMAGE.rest), 'dir=Fruit&oldPath=Red&newPath=Berries');
    expect(renamed.body).toEqual({ path: 'Fruit/Berries', name: 'Berries', files: 2 });
    const listed = await h.call('GET', `/media/${IMAGE.rest}/1/10?dir=${encodeURIComponent('Fruit/Berries')}`);
    expect(listed.body.data.map((r: { name: string }) => r.name).sort()).toEqual(['cherry', 'plum']);
    expect((await f(MEDIA_PATHS.folders(IMAGE.rest), '')).body).toEqual(
      expect.arrayContaining([{ path: 'Fruit', name: 'Fruit', files: 0 }, { path: 'Fruit/Berries', name: 'Berries', files: 2 }]),
    );

    const refused = await f(MEDIA_PATHS.deleteFolder(IMAGE.rest), 'dir=Fruit/Berries');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(folderMessages.notEmpty(2, 0));
    expect((await f(MEDIA_PATHS.deleteFolder(IMAGE.rest), 'dir=Fruit')).body.message).toBe(folderMessages.notEmpty(2, 1));

    const ids = up.body.map((r: { image_id: number }) => r.image_id);
    const moveUrl = `/media/${MEDIA_PATHS.move(IMAGE.rest)}`;
    // a stale screen (files not where it thinks) moves nothing
    expect((await h.call('PUT', `${moveUrl}?from_dir=Fruit&to_dir=`, { body: ids })).status).toBe(422);
    expect((await h.call('PUT', `${moveUrl}?from_dir=Fruit/Berries&to_dir=Nowhere`, { body: ids })).body).toEqual([{ path: 'to_dir', msg: folderMessages.missing }]);
    expect((await h.call('PUT', `${moveUrl}?from_dir=Fruit/Berries&to_dir=Fruit`, { body: [ids[0]] })).body).toEqual({ ids: [ids[0]] });
    expect((await h.call('GET', `/media/${IMAGE.rest}/${ids[0]}`)).body.folder).toBe('Fruit');
    await h.call('PUT', `${moveUrl}?from_dir=Fruit/Berries&to_dir=`, { body: [ids[1]] });

    expect((await f(MEDIA_PATHS.deleteFolder(IMAGE.rest), 'dir=Fruit/Berries')).body).toEqual({ deleted: 'Fruit/Berries' });
    expect((await f(MEDIA_PATHS.folders(IMAGE.rest), '')).body.map((x: { path: string }) => x.path)).not.toContain('Fruit/Berries');
  });

  it('keeps each library its own folders', async () => {
    await f(MEDIA_PATHS.createFolder(VIDEO.rest), 'folder_name=Clips');
    expect((await f(MEDIA_PATHS.folders(IMAGE.rest), '')).body.map((x: { path: string }) => x.path)).not.toContain('Clips');
  });
});

describe('bulk calls', () => {
  it('archives with PUT bulk, recovers, destroys archived files with PUT bulk/destroy and removes their stored sizes', async () => {
    const up = await upload(IMAGE.rest, [{ filename: 'kiwi.png', data: await png(700, 300) }, { filename: 'lime.png', data: await png(700, 300) }]);
    const ids = up.body.map((r: { image_id: number }) => r.image_id);
    const keys: string[] = up.body.map((r: { fileKey: string }) => r.fileKey);
    expect(storedObjects().filter((o) => keys.some((k) => o.startsWith(k)))).toHaveLength(6);

    const early = await h.call('PUT', `/media/${MEDIA_PATHS.bulkDestroy(IMAGE.rest)}`, { body: ids });
    expect(early.status).toBe(409);
    const archive = () => h.call('PUT', `/media/${MEDIA_PATHS.bulkArchive(IMAGE.rest)}`, { body: ids });
    expect((await archive()).body.ids.sort()).toEqual([...ids].sort());
    expect((await h.call('POST', `/media/${IMAGE.rest}/b/recover`, { body: ids })).status).toBe(200);
    expect((await h.call('GET', `/media/${IMAGE.rest}/${ids[0]}`)).body.deleted).toBe(false);
    await archive();
    const archived = await h.call('GET', `/media/${IMAGE.rest}/1/100?deleted=true&name=i`);
    expect(archived.body.data.map((r: { image_id: number }) => r.image_id)).toEqual(expect.arrayContaining(ids));
    // archived files are still served (a product may show one until it is destroyed)
    expect((await get(up.body[0].url)).statusCode).toBe(200);

    expect((await h.call('PUT', `/media/${MEDIA_PATHS.bulkDestroy(IMAGE.rest)}`, { body: ids })).body.ids.sort()).toEqual([...ids].sort());
    await new Promise((r) => setTimeout(r, 100));
    expect(storedObjects().filter((o) => keys.some((k) => o.startsWith(k)))).toEqual([]);
    expect((await get(up.body[0].url)).statusCode).toBe(404);
  });

  it('needs the library right: a user with images only cannot upload icons', async () => {
    const user = await h.userWith([{ value: IMAGE.permission, type: 'access' }, { value: IMAGE.permission, type: 'create' }]);
    const { headers, payload } = multipart([{ filename: 'a.png', data: await png(10, 10) }]);
    const ok = await h.app.inject({ method: 'POST', url: `/media/${MEDIA_PATHS.upload(IMAGE.rest)}`, headers: { ...headers, authorization: `Bearer ${user.token}` }, payload });
    expect(ok.statusCode).toBe(201);
    const no = await h.app.inject({ method: 'POST', url: `/media/${MEDIA_PATHS.upload(ICON.rest)}`, headers: { ...headers, authorization: `Bearer ${user.token}` }, payload });
    expect(no.statusCode).toBe(403);
  });

  it('lets the editors of a form with an image field browse images in the picker, and nothing more', async () => {
    const product = entities.product.permission;
    const editor = await h.userWith([{ value: product, type: 'update' }]);
    const [mine] = (await upload(IMAGE.rest, [{ filename: 'picker-apple.png', data: await png(30, 30) }])).body;
    const picked = await h.call('GET', `/media/${MEDIA_PATHS.pick(IMAGE.rest, 1, 10)}?name=picker-apple`, { token: editor.token });
    expect(picked.status).toBe(200);
    expect(picked.body.data.map((r: { image_id: number }) => r.image_id)).toEqual([mine.image_id]);
    expect((await h.call('GET', `/media/${MEDIA_PATHS.folders(IMAGE.rest)}`, { token: editor.token })).status).toBe(200);
    // not the library itself: its list, archive, or another library
    expect((await h.call('GET', `/media/${IMAGE.rest}/1/10`, { token: editor.token })).status).toBe(403);
    expect((await h.call('PUT', `/media/${MEDIA_PATHS.bulkArchive(IMAGE.rest)}`, { token: editor.token, body: [mine.image_id] })).status).toBe(403);
    expect((await h.call('GET', `/media/${MEDIA_PATHS.pick(VIDEO.rest, 1, 10)}`, { token: editor.token })).status).toBe(403);
    // the picker shows active files only, whatever it asks
    await h.call('PUT', `/media/${MEDIA_PATHS.bulkArchive(IMAGE.rest)}`, { body: [mine.image_id] });
    expect((await h.call('GET', `/media/${MEDIA_PATHS.pick(IMAGE.rest, 1, 10)}?name=picker-apple&deleted=true`, { token: editor.token })).body.data).toEqual([]);
  });

  it('refuses a form that points a record at another record\'s stored file', async () => {
    const [a] = (await upload(IMAGE.rest, [{ filename: 'a.png', data: await png(10, 10) }])).body;
    const [b] = (await upload(IMAGE.rest, [{ filename: 'b.png', data: await png(10, 10) }])).body;
    const res = await h.call('PUT', `/media/${IMAGE.rest}/${b.image_id}`, { body: { fileKey: a.fileKey } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'fileKey', msg: expect.any(String) }]);
  });
});
