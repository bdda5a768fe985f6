// The media library's files in the store (server/storage): every size of an upload under its key.
import { MEDIA_KIND_LIST, type MediaSize } from '../../../contract/media';
import { mediaStorage } from '../../storage';
import type { StoredSize } from './media-files';

const ALL_SIZES: MediaSize[] = ['original', ...new Set(MEDIA_KIND_LIST.flatMap((k) => k.sizes))];

export const objectKey = (fileKey: string, size: MediaSize) => `${fileKey}/${size}`;

/** Stores every size of a file; on a failure removes what was stored and rethrows. */
export async function storeSizes(fileKey: string, sizes: StoredSize[]): Promise<void> {
  const storage = mediaStorage();
  try {
    for (const s of sizes) await storage.put(objectKey(fileKey, s.size), s.data, s.mime);
  } catch (e) {
    await removeSizes(fileKey);
    throw e;
  }
}

export async function removeSizes(fileKey: string): Promise<void> {
  const storage = mediaStorage();
  await Promise.all(ALL_SIZES.map((size) => storage.delete(objectKey(fileKey, size)).catch(() => undefined)));
}

/** After a destroy committed: the file's sizes leave the store (a failure is logged, never thrown). */
export function removeStoredFile(fileKey: string): void {
  removeSizes(fileKey).catch((e) => console.error('removing a media file failed', fileKey, e));
}
