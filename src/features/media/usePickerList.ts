import { useCallback, useEffect, useState } from 'react';
import { entities } from '../../../contract/entities';
import { MEDIA_KINDS, MEDIA_PATHS, MEDIA_SERVICE, type MediaKind, type MediaRecord } from '../../../contract/media';
import { request } from '../../dataProvider/http';

export interface PickerListQuery {
  page: number;
  perPage: number;
  dir?: string;
  name?: string;
}

/**
 * A library's active files as a picker reads them (`p/{page}/{count}`): open to the screens whose
 * forms choose from the library, not only to the library's own users (contract/media-picker.ts).
 */
export function usePickerList(kind: MediaKind, query: PickerListQuery, enabled: boolean) {
  const rule = MEDIA_KINDS[kind];
  const idField = entities[rule.entity].id;
  const [state, setState] = useState<{ data: MediaRecord[]; total?: number; error: Error | null; isFetching: boolean }>({ data: [], error: null, isFetching: enabled });
  const [version, setVersion] = useState(0);
  const { page, perPage, dir, name } = query;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, isFetching: true }));
    request<{ data: Record<string, unknown>[]; count: number }>(MEDIA_SERVICE, MEDIA_PATHS.pick(rule.rest, page, perPage), { query: { dir, name } }).then(
      (body) => live && setState({ data: body.data.map((r) => ({ ...r, id: r[idField] }) as MediaRecord), total: body.count, error: null, isFetching: false }),
      (e: unknown) => live && setState((s) => ({ ...s, error: e instanceof Error ? e : new Error(String(e)), isFetching: false })),
    );
    return () => {
      live = false;
    };
  }, [enabled, rule.rest, idField, page, perPage, dir, name, version]);
  const refetch = useCallback(async () => setVersion((v) => v + 1), []);
  return { ...state, isPending: state.total === undefined && !state.error, refetch };
}
