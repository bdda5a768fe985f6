// One interface for stored files, whatever holds them (a folder on disk, an S3-compatible bucket).
// Keys are made by the product (random, server/storage/keys.ts), never from a user's file name.
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** bytes in `body`, when the store knows them */
  size?: number;
  /** bytes of the whole object (a range was asked for), when the store knows them */
  total?: number;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /** where files go, for logs and docs ("disk /data/media", "s3 bucket media") */
  readonly description: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the stored bytes (or a range of them) as a stream, undefined when nothing is stored under the key */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** bytes stored under the key, undefined when nothing is */
  size(key: string): Promise<number | undefined>;
  /** removes the key; a missing key is not an error */
  delete(key: string): Promise<void>;
}

/** Object keys: `{fileKey}/{size}`, both made by the product. */
export const OBJECT_KEY_PATTERN = /^[A-Za-z0-9_-]{22}\/(original|120|500|80)$/;

export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
}
