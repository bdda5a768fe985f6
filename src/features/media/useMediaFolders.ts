import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MediaFolder } from '../../../contract/media';
import { mediaApi } from './media-api';

const NO_FOLDERS: MediaFolder[] = [];

/** A library's folders, read on opening and again on `reload` (after an upload, a move, a folder change). */
export function useMediaFolders(rest: string) {
  const { data: folders = NO_FOLDERS, error, refetch } = useQuery({
    queryKey: ['media', 'folders', rest],
    queryFn: () => mediaApi.folders(rest),
    retry: false,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return { folders, error, reload };
}
