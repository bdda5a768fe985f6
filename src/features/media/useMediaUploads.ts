import { useCallback, useRef, useState } from 'react';
import type { MediaRecord } from '../../../contract/media';
import { uploadMediaFile } from './media-api';

export interface UploadItem {
  id: number;
  name: string;
  /** bytes sent, 0 to 1 */
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
  record?: MediaRecord;
}

/** How many files go up at the same time. */
const PARALLEL = 3;

/**
 * Uploads files into a folder, each with its own progress; `onDone` gets the records once every file
 * of the batch has finished (failures keep their message in the list).
 */
export function useMediaUploads(rest: string, resource: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const seq = useRef(0);
  const patch = (id: number, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const upload = useCallback(
    async (files: File[], dir: string): Promise<MediaRecord[]> => {
      const batch = files.map((file) => ({ file, item: { id: ++seq.current, name: file.name, progress: 0, state: 'waiting' as const } }));
      setItems((list) => [...list.filter((i) => i.state === 'sending' || i.state === 'waiting'), ...batch.map((b) => b.item)]);
      const done: MediaRecord[] = [];
      const queue = [...batch];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, item } = next;
          patch(item.id, { state: 'sending' });
          try {
            const record = await uploadMediaFile(rest, dir, file, (progress) => patch(item.id, { progress }), resource);
            done.push(record);
            patch(item.id, { state: 'done', progress: 1, record });
          } catch (e) {
            patch(item.id, { state: 'failed', error: e instanceof Error ? e.message : String(e) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
      return done;
    },
    [rest, resource],
  );
  const clear = useCallback(() => setItems((list) => list.filter((i) => i.state === 'sending' || i.state === 'waiting')), []);
  return { items, upload, clear };
}
