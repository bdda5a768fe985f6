import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';
import { newFileKey } from './keys';

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('files on disk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-storage-'));
  const storage = new DiskStorage(root);

  it('puts, reads (whole or a range), sizes and deletes by key', async () => {
    const key = `${newFileKey()}/original`;
    await storage.put(key, Buffer.from('0123456789'), 'text/plain');
    expect(await storage.size(key)).toBe(10);
    expect(await read((await storage.get(key))!.body)).toBe('0123456789');
    expect(await read((await storage.get(key, { start: 2, end: 4 }))!.body)).toBe('234');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(fs.readdirSync(root)).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('names no path but its own keys', async () => {
    for (const key of ['../../etc/passwd', `${newFileKey()}/../../x`, 'a/original', `${newFileKey()}/1000`, `${newFileKey()}`]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
    }
  });
});
