import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { pageCount } from '../../../contract/pager';
import { openingListParams, positionFilter } from './list-prefetch';
import { entityListMemory, loadFilterOpen, saveFilterOpen, type ListMemory, type ListPosition, type ListTab, type PageState } from './list-prefs';
import { useListActions, type ListActions } from './useListActions';

export type ListSort = { field: string; order: 'ASC' | 'DESC' };

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
  filterOpen: boolean;
  toggleFilters: () => void;
  rows: RaRecord[];
  total: number | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
  /** the checked rows and archive / recover / delete */
  list: ListActions;
}

/**
 * The list engine: tab, page and size, filters, sort, the rows read through the data provider, the
 * selection and its bulk actions, and the position remembered between visits. The generated list
 * (EntityListView) and the lists with a layout of their own (orders) render what it holds.
 */
export function useEntityListController(decl: EntityDeclaration, options: EntityListControllerOptions = {}): EntityListController {
  const memory = useMemo(() => options.memory ?? entityListMemory(decl.name), [options.memory, decl.name]);
  // the opening read is the one started ahead by the route (list-prefetch.ts): same page, sort, filter
  const [opening] = useState(() => openingListParams(decl, memory));
  const [position, setPosition] = useState<ListPosition>(opening.position);
  const [sort, setSort] = useState<ListSort>(opening.sort);
  const [filterOpen, setFilterOpen] = useState(() => loadFilterOpen(decl.filterStorageKey));

  const listFilter = useMemo(() => positionFilter(position), [position]);
  const { data, total, isPending, isFetching, error, refetch } = useGetList(
    decl.name,
    { pagination: position.pagination, sort, filter: listFilter },
    { placeholderData: (previous) => previous },
  );
  const list = useListActions(decl, refetch);
  const { setSelected } = list;
  const pages = pageCount(total ?? 0, position.pagination.perPage);

  // every move is remembered and unchecks the rows; the latest position is read through a ref so
  // the callbacks keep their identity (memoised tabs and pager re-render only when they change)
  const current = useRef(position);
  current.current = position;
  const move = useCallback(
    (next: ListPosition) => {
      setPosition(next);
      memory.write(next);
      setSelected([]);
    },
    [memory, setSelected],
  );
  const setPage = useCallback((page: number) => move({ ...current.current, pagination: { ...current.current.pagination, page } }), [move]);
  const setPerPage = useCallback((perPage: number) => move({ ...current.current, pagination: { page: 1, perPage } }), [move]);
  const setFilters = useCallback(
    (filter: Record<string, unknown>) => move({ ...current.current, filter, pagination: { ...current.current.pagination, page: 1 } }),
    [move],
  );
  const changeTab = useCallback(
    (tab: ListTab) => {
      const from = current.current;
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

  const sortBy = useCallback((field: string) => setSort((s) => ({ field, order: s.field === field && s.order === 'ASC' ? 'DESC' : 'ASC' })), []);

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
    filterOpen,
    toggleFilters,
    rows: data ?? [],
    total,
    isPending,
    isFetching,
    error: error ?? null,
    refetch,
    list,
  };
}
