import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { entityByName } from '../../../contract/entities';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { missingIds, mergeOptions, toLookupOption, type LookupOption } from './lookup-options';

/** How long typing pauses before the lookup is searched. */
export const SEARCH_DELAY_MS = 300;

/** The text typed, once typing has paused. */
export function useDebounced(text: string, delay = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * An entity's see-all lookup searched for `query`, page by page ('See More' loads the next): the
 * options so far, merged without duplicates, and how many match. The last search's options stay
 * until the new ones come; a failed page adds nothing.
 */
export function useLookupSearch(reference: string, perPage: number, query: string, enabled = true) {
  const dataProvider = useBackOfficeDataProvider();
  const decl = entityByName(reference);
  const pages = useInfiniteQuery({
    queryKey: [reference, 'lookup', 'pages', { perPage, q: query }],
    queryFn: ({ pageParam }) => dataProvider.lookup(reference, { page: pageParam, perPage, q: query }),
    initialPageParam: 1,
    getNextPageParam: (_last, all) => all.length + 1,
    retry: false,
    placeholderData: keepPreviousData,
    enabled: enabled && !!decl,
  });
  const options = useMemo(() => (decl ? mergeOptions((pages.data?.pages ?? []).map((p) => p.data.map((r) => toLookupOption(decl, r)))) : []), [pages.data, decl]);
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  return { options, total, loading: pages.isFetching, more: () => void pages.fetchNextPage() };
}

/**
 * The options of records held by id whose labels are not `known` (an order's customer beyond the
 * picker's first page, an edited product's stores): read by id through the lookup, never shown as '#181'.
 */
export function useLookupLabels(reference: string, ids: readonly number[], known: ReadonlyMap<number, unknown> = new Map()): ReadonlyMap<number, LookupOption> {
  const dataProvider = useBackOfficeDataProvider();
  const decl = entityByName(reference);
  const missing = missingIds(ids, known);
  const { data } = useQuery({
    queryKey: [reference, 'lookup', 'ids', missing],
    queryFn: () => dataProvider.lookup(reference, { page: 1, perPage: missing.length, ids: missing }),
    enabled: !!decl && missing.length > 0,
    retry: false,
    staleTime: 60_000,
  });
  return useMemo(() => new Map((decl ? (data?.data ?? []) : []).map((r) => toLookupOption(decl!, r)).map((o) => [o.id, o] as const)), [data, decl]);
}
