// The file store of the media library, chosen by configuration (server/config.ts, docs/media.md).
import path from 'node:path';
import { readConfig, type StorageConfig } from '../config';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3Storage(config) : new DiskStorage(path.resolve(config.dir));
}

let shared: FileStorage | undefined;

/**
 * The process's media store, built from the environment on first use: the routes, the hooks that
 * remove a destroyed record's files and the seed all reach the same one.
 */
export function mediaStorage(): FileStorage {
  shared ??= createStorage(readConfig().storage);
  return shared;
}

/** Points the process at another store (tests). */
export function useMediaStorage(storage: FileStorage): void {
  shared = storage;
}
