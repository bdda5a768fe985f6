// The generated list's first read, started as soon as its route is known (see `prefetch`).
import type { EntityDeclaration } from '../../../contract/entity';
import { listCall } from '../../dataProvider/entity-paths';
import { prefetch } from '../../dataProvider/http';
import { loadPageState, type PageState } from './list-prefs';

export interface OpeningListParams {
  pagination: PageState;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: { deleted: boolean };
}

/** What the list shows on opening: the remembered page of the Active tab, the declared sort, no filter. */
export const openingListParams = (decl: EntityDeclaration): OpeningListParams => ({
  pagination: loadPageState(decl.name, 'active'),
  sort: decl.sort ?? { field: 'id', order: 'DESC' },
  filter: { deleted: false },
});

export function prefetchEntityList(decl: EntityDeclaration): void {
  const call = listCall(decl, openingListParams(decl));
  prefetch(call.service, call.path, call.query);
}
