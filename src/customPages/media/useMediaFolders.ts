import { useCallback, useEffect, useState } from 'react';
import type { MediaFolder } from '../../../contract/media';
import { mediaApi } from './media-api';

/** A library's folders, read on opening and again on `reload` (after an upload, a move, a folder change). */
export function useMediaFolders(rest: string) {
  const [folders, setFolders] = useState<MediaFolder[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    mediaApi.folders(rest).then(
      (list) => {
        if (!live) return;
        setFolders(list);
        setError(null);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [rest, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { folders, error, reload };
}
