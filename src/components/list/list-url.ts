// A list's position in its URL, so Back, a reload and a pasted link open the same list: the tab,
// page, size, sort and filter values as query parameters of the screen's path, named as react-admin
// names them (`?tab=archived&page=2&perPage=50&sort=name&order=ASC&filter={"name":"ab"}`). A list
// opened without them (from the menu) opens where its local memory says (list-prefs.ts).
import type { EntityDeclaration } from '../../../contract/entity';
import { isListField, listFilterOf } from '../../../contract/list-rules';
import { isPage, isPageSize, type ListPosition, type ListTab } from './list-prefs';

export type ListSort = { field: string; order: 'ASC' | 'DESC' };

/** What a list's URL holds: where it stands and how it is sorted. */
export interface ListState {
  position: ListPosition;
  sort: ListSort;
}

export const LIST_PARAMS = ['tab', 'page', 'perPage', 'sort', 'order', 'filter'] as const;

const TABS: readonly ListTab[] = ['active', 'archived'];

/** Whether the query names any of a list's parameters (else the list opens from its memory). */
export const hasListParams = (params: URLSearchParams): boolean => LIST_PARAMS.some((p) => params.has(p));

function filterOf(decl: EntityDeclaration, raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    // a pasted link is untrusted input: only the list's own filters, with plain values
    return listFilterOf(decl, JSON.parse(raw)).filter;
  } catch {
    return {};
  }
}

/**
 * The list state a URL names, each parameter checked (a page size off the list's sizes, an unknown
 * sort field or filter is dropped and falls back to `fallback`'s).
 */
export function listStateFromParams(decl: EntityDeclaration, params: URLSearchParams, fallback: ListState): ListState {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const field = params.get('sort');
  const order = params.get('order');
  return {
    position: {
      tab: TABS.includes(tab as ListTab) ? (tab as ListTab) : fallback.position.tab,
      pagination: {
        page: params.has('page') && isPage(page) ? page : fallback.position.pagination.page,
        perPage: params.has('perPage') && isPageSize(perPage) ? perPage : fallback.position.pagination.perPage,
      },
      filter: params.has('filter') ? filterOf(decl, params.get('filter')) : fallback.position.filter,
    },
    sort: {
      field: field && isListField(decl, field) ? field : fallback.sort.field,
      order: order === 'ASC' || order === 'DESC' ? order : fallback.sort.order,
    },
  };
}

/** The query of a list state; empty filter values are left out. */
export function listStateParams({ position, sort }: ListState): URLSearchParams {
  const filter = Object.fromEntries(Object.entries(position.filter).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)));
  const params = new URLSearchParams({
    tab: position.tab,
    page: String(position.pagination.page),
    perPage: String(position.pagination.perPage),
    sort: sort.field,
    order: sort.order,
  });
  if (Object.keys(filter).length) params.set('filter', JSON.stringify(filter));
  return params;
}

/** The query part of the current hash route (`#/sale/order?page=2` → `page=2`), outside React. */
export const hashRouteParams = (hash: string = typeof window === 'undefined' ? '' : window.location.hash): URLSearchParams =>
  new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
