import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import { pageCount } from '../../../contract/pager';
import { retryUnlessRefused } from '../../dataProvider/api-error';
import { openingListParams, positionFilter } from './list-prefetch';
import { entityListMemory, loadFilterOpen, saveFilterOpen, type ListMemory, type ListPosition, type ListTab, type PageState } from './list-prefs';
import { hasListParams, listStateFromParams, listStateParams, type ListSort, type ListState } from './list-url';
import { useListActions, type ListActions } from './useListActions';

export type { ListSort };

export interface EntityListControllerOptions {
  /** how the list remembers its position; default: page and size per entity and tab */
  memory?: ListMemory;
}

/** A list's state and rows: what every list screen renders, whatever its layout. */
export interface EntityListController {
  tab: ListTab;
  changeTab: (tab: ListTab) => void;
  pagination: PageState;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  pages: number;
  /** the filter values (the panel's, and values such as a status tab) without the tab's `deleted` */
  filters: Record<string, unknown>;
  /** replaces the filter values; back to page 1 */
  setFilters: (next: Record<string, unknown>) => void;
  /** what the data provider is asked for: the filter values and the tab's `deleted` */
  listFilter: Record<string, unknown>;
  sort: ListSort;
  sortBy: (field: string) => void;
  /** a saved view: its filter values and sort (else the current sort) at once; back to page 1 */
  applyView: (view: { filter: Record<string, unknown>; sort?: ListSort }) => void;
  filterOpen: boolean;
  toggleFilters: () => void;
  rows: RaRecord[];
  total: number | undefined;
  isPending: boolean;
  isFetching: boolean;
  /** the read failed (or is being tried again after a failure): the screen shows it instead of rows */
  error: Error | null;
  refetch: () => Promise<unknown>;
  /** the checked rows and archive / recover / delete */
  list: ListActions;
}

/**
 * The list engine: tab, page and size, filters, sort, the rows read through the data provider, the
 * selection and its bulk actions, and the position remembered between visits and held in the URL
 * (list-url.ts: Back, a reload and a pasted link open the same list). The generated list
 * (EntityListView) and the lists with a layout of their own (orders) render what it holds.
 */
export function useEntityListController(decl: EntityDeclaration, options: EntityListControllerOptions = {}): EntityListController {
  const memory = useMemo(() => options.memory ?? entityListMemory(decl.name), [options.memory, decl.name]);
  const [params, setParams] = useSearchParams();
  // the opening read is the one started ahead by the route (list-prefetch.ts): same page, sort, filter
  const [opening] = useState(() => openingListParams(decl, memory, params));
  const [position, setPosition] = useState<ListPosition>(opening.position);
  const [sort, setSort] = useState<ListSort>(opening.sort);
  const [filterOpen, setFilterOpen] = useState(() => loadFilterOpen(decl.filterStorageKey));

  // every move is written to the URL in place (no history entry per click: Back leaves the list);
  // a URL changed from outside (the menu entry of this list, a pasted link) moves the list there
  const written = useRef(params.toString());
  const writeParams = useRef(setParams);
  writeParams.current = setParams;
  const show = useCallback((state: ListState) => {
    const next = listStateParams(state);
    written.current = next.toString();
    writeParams.current(next, { replace: true });
  }, []);
  useEffect(() => {
    const search = params.toString();
    if (search === written.current) return;
    written.current = search;
    const remembered = { position: memory.read(), sort: decl.sort ?? { field: 'id', order: 'DESC' as const } };
    const next = hasListParams(params) ? listStateFromParams(decl, params, remembered) : remembered;
    setPosition(next.position);
    setSort(next.sort);
  }, [params, memory, decl]);

  const listFilter = useMemo(() => positionFilter(position), [position]);
  // a refusal shows at once, any other failure is tried once more: the screen shows the failure
  // (never an empty list) from the first one
  const { data, total, isPending, isFetching, error, failureCount, failureReason, refetch } = useGetList(
    decl.name,
    { pagination: position.pagination, sort, filter: listFilter },
    { placeholderData: (previous) => previous, retry: retryUnlessRefused },
  );
  const list = useListActions(decl, refetch);
  const { setSelected } = list;
  const pages = pageCount(total ?? 0, position.pagination.perPage);

  // every move is remembered and unchecks the rows; the latest position is read through a ref so
  // the callbacks keep their identity (memoised tabs and pager re-render only when they change)
  const current = useRef({ position, sort });
  current.current = { position, sort };
  const move = useCallback(
    (next: ListPosition) => {
      setPosition(next);
      memory.write(next);
      show({ position: next, sort: current.current.sort });
      setSelected([]);
    },
    [memory, setSelected, show],
  );
  const setPage = useCallback((page: number) => move({ ...current.current.position, pagination: { ...current.current.position.pagination, page } }), [move]);
  const setPerPage = useCallback((perPage: number) => move({ ...current.current.position, pagination: { page: 1, perPage } }), [move]);
  const setFilters = useCallback(
    (filter: Record<string, unknown>) => move({ ...current.current.position, filter, pagination: { ...current.current.position.pagination, page: 1 } }),
    [move],
  );
  const changeTab = useCallback(
    (tab: ListTab) => {
      const from = current.current.position;
      if (tab !== from.tab) move({ ...from, tab, pagination: memory.pageOnTab(tab, from) });
    },
    [memory, move],
  );

  // a page past the end (rows archived from the last page) falls back to the last page
  const { page } = position.pagination;
  useEffect(() => {
    if (!isFetching && total !== undefined && page > Math.max(pages, 1)) setPage(Math.max(pages, 1));
  }, [isFetching, total, pages, page, setPage]);

  const toggleFilters = useCallback(() => {
    setFilterOpen((open) => {
      saveFilterOpen(decl.filterStorageKey, !open);
      return !open;
    });
  }, [decl.filterStorageKey]);

  const sortBy = useCallback(
    (field: string) => {
      const { position: at, sort: from } = current.current;
      const next: ListSort = { field, order: from.field === field && from.order === 'ASC' ? 'DESC' : 'ASC' };
      setSort(next);
      show({ position: at, sort: next });
    },
    [show],
  );

  const applyView = useCallback(
    ({ filter, sort: viewSort }: { filter: Record<string, unknown>; sort?: ListSort }) => {
      const { position: at, sort: from } = current.current;
      const next = viewSort ?? from;
      // move writes the URL with the sort it reads here
      current.current = { position: at, sort: next };
      setSort(next);
      move({ ...at, filter, pagination: { ...at.pagination, page: 1 } });
    },
    [move],
  );

  return {
    tab: position.tab,
    changeTab,
    pagination: position.pagination,
    setPage,
    setPerPage,
    pages,
    filters: position.filter,
    setFilters,
    listFilter,
    sort,
    sortBy,
    applyView,
    filterOpen,
    toggleFilters,
    rows: data ?? [],
    total,
    isPending,
    isFetching,
    error: error ?? (failureCount > 0 ? failureReason : null),
    refetch,
    list,
  };
}
