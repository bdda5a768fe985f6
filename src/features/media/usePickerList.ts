import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { entities } from '../../../contract/entities';
import { MEDIA_KINDS, MEDIA_PATHS, MEDIA_SERVICE, type MediaKind, type MediaRecord } from '../../../contract/media';
import { request } from '../../dataProvider/http';

export interface PickerListQuery {
  page: number;
  perPage: number;
  dir?: string;
  name?: string;
}

const NO_RECORDS: MediaRecord[] = [];

/**
 * A library's active files as a picker reads them (`p/{page}/{count}`): open to the screens whose
 * forms choose from the library, not only to the library's own users (contract/media-picker.ts).
 */
export function usePickerList(kind: MediaKind, query: PickerListQuery, enabled: boolean) {
  const rule = MEDIA_KINDS[kind];
  const idField = entities[rule.entity].id;
  const { page, perPage, dir, name } = query;
  const { data, error, isFetching, isPending, refetch } = useQuery({
    queryKey: ['media', 'pick', rule.rest, page, perPage, dir, name],
    queryFn: ({ signal }) =>
      request<{ data: Record<string, unknown>[]; count: number }>(MEDIA_SERVICE, MEDIA_PATHS.pick(rule.rest, page, perPage), { query: { dir, name }, signal }).then((body) => ({
        data: body.data.map((r) => ({ ...r, id: r[idField] }) as MediaRecord),
        total: body.count,
      })),
    enabled,
    retry: false,
    // the page shown stays while another page, folder or search is read
    placeholderData: (previous) => previous,
  });
  // read again after an upload or a move (only while the picker reads at all)
  const reload = useCallback(async () => {
    if (enabled) await refetch();
  }, [enabled, refetch]);
  return { data: data?.data ?? NO_RECORDS, total: data?.total, error, isFetching, isPending, refetch: reload };
}
