import { useEffect, useState } from 'react';
import type { ImportProgress } from '../../../contract/import';
import { readImportProgress } from './import-calls';

/** How often the screen asks where the server stands with the file. */
const POLL_MS = 500;

/**
 * Where the import call named `id` stands on the server (reading, checking, writing), asked every
 * POLL_MS while `id` is set; undefined until the server has started on it.
 */
export function useImportProgress(id: string | null): ImportProgress | undefined {
  const [progress, setProgress] = useState<ImportProgress>();
  useEffect(() => {
    setProgress(undefined);
    if (!id) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      const found = await readImportProgress(id, controller.signal).catch(() => undefined);
      if (controller.signal.aborted) return;
      if (found) setProgress(found);
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);
  return progress;
}
