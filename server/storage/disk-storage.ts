import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, type ByteRange, type FileStorage, type StoredObject } from './storage';

/**
 * Files in a folder on disk: `{root}/{fileKey}/{size}`. Keys are checked against their pattern, so
 * no path outside the root can be named. A write goes to a temporary name first, then is renamed:
 * a reader never sees half a file.
 */
export class DiskStorage implements FileStorage {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `disk ${root}`;
  }

  private file(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const file = this.file(key);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    if (!range) return { body: createReadStream(file), size: stat.size };
    return { body: createReadStream(file, range), size: range.end - range.start + 1, total: stat.size };
  }

  async size(key: string): Promise<number | undefined> {
    const stat = await fs.stat(this.file(key)).catch(() => undefined);
    return stat?.isFile() ? stat.size : undefined;
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    // the key's folder goes with its last size
    await fs.rmdir(path.dirname(file)).catch(() => undefined);
  }
}
