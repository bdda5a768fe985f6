// The list's first read, started as soon as its route is known (see `prefetch`).
import type { EntityDeclaration } from '../../../contract/entity';
import { listCall } from '../../dataProvider/entity-paths';
import { prefetch } from '../../dataProvider/http';
import { entityListMemory, type ListMemory, type ListPosition, type PageState } from './list-prefs';
import { hashRouteParams, hasListParams, listStateFromParams, type ListSort } from './list-url';

export interface OpeningListParams {
  position: ListPosition;
  pagination: PageState;
  sort: ListSort;
  filter: Record<string, unknown>;
}

/** The filter a list asks for at a position: its filter values and the tab's `deleted`. */
export const positionFilter = (position: Pick<ListPosition, 'tab' | 'filter'>): Record<string, unknown> => ({
  ...position.filter,
  deleted: position.tab === 'archived',
});

/**
 * What the list shows on opening: the position and sort its URL names (Back, a reload, a pasted
 * link), else the remembered position and the declared sort.
 */
export const openingListParams = (
  decl: EntityDeclaration,
  memory: ListMemory = entityListMemory(decl.name),
  params: URLSearchParams = hashRouteParams(),
): OpeningListParams => {
  const remembered = { position: memory.read(), sort: decl.sort ?? { field: 'id', order: 'DESC' as const } };
  const { position, sort } = hasListParams(params) ? listStateFromParams(decl, params, remembered) : remembered;
  return { position, pagination: position.pagination, sort, filter: positionFilter(position) };
};

export function prefetchEntityList(decl: EntityDeclaration, memory?: ListMemory): void {
  const call = listCall(decl, openingListParams(decl, memory));
  prefetch(call.service, call.path, call.query);
}
