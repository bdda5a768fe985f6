// The media library on an S3-compatible store: the same upload, serving and destroy as on disk,
// against a local S3 server (s3rver) started by the test. s3rver does not check signatures; the
// signer is checked against AWS's own example in server/storage/s3-storage.test.ts.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_KINDS, MEDIA_PATHS } from '../../../contract/media';
import { useMediaStorage } from '../../../server/storage';
import { S3Storage } from '../../../server/storage/s3-storage';
import { useHarness } from '../harness';

const h = useHarness();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
const BUCKET = 'media-test';
let s3: S3rver;
let store: S3Storage;

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  store = new S3Storage({
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'media/',
  });
  useMediaStorage(store);
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function uploadPng(name: string) {
  const data = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2a6' } }).png().toBuffer();
  const boundary = 's3-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await h.app.inject({
    method: 'POST',
    url: `/media/${MEDIA_PATHS.upload(MEDIA_KINDS.image.rest)}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${h.admin.token}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { record: res.json()[0] as { image_id: number; fileKey: string; url: string; url120: string; url500: string }, data };
}

describe('media on an S3-compatible store', () => {
  it('keeps the original and both sizes in the bucket, serves them from it, and a destroy empties it', async () => {
    const { record, data } = await uploadPng('fern.png');
    for (const size of ['original', '120', '500']) expect(await store.size(`${record.fileKey}/${size}`), size).toBeGreaterThan(0);
    expect(await store.size(`${record.fileKey}/original`)).toBe(data.length);

    const original = await h.app.inject({ method: 'GET', url: record.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(data)).toBe(true);
    const small = await h.app.inject({ method: 'GET', url: record.url120 });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(120);
    const part = await h.app.inject({ method: 'GET', url: record.url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(0, 8))).toBe(true);

    const ids = [record.image_id];
    expect((await h.call('PUT', `/media/${MEDIA_PATHS.bulkArchive(MEDIA_KINDS.image.rest)}`, { body: ids })).status).toBe(200);
    expect((await h.call('PUT', `/media/${MEDIA_PATHS.bulkDestroy(MEDIA_KINDS.image.rest)}`, { body: ids })).status).toBe(200);
    await expect.poll(() => store.size(`${record.fileKey}/original`)).toBeUndefined();
    expect(await store.size(`${record.fileKey}/500`)).toBeUndefined();
    expect((await h.app.inject({ method: 'GET', url: record.url })).statusCode).toBe(404);
  });
});
