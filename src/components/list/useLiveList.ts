import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { EVENTS, type EntityCreatedEvent } from '../../../contract/realtime';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { useSocketEvent } from '../../realtime/useSocketEvent';

type ListPage = { data: RaRecord[]; total?: number };
type ListParams = { pagination?: { page: number; perPage: number }; filter?: Record<string, unknown> };

/** Whether a cached list read shows the unfiltered Active tab (where a new row belongs). */
const unfilteredActive = (params: ListParams) => {
  const { deleted, ...rest } = params.filter ?? {};
  return deleted === false && Object.values(rest).every((v) => v === undefined || v === '' || (Array.isArray(v) && !v.length));
};

/**
 * Live updates of a list (spec, second document, section 4): for a declaration marked `live`, a row
 * created elsewhere is put at the top of the open first page of the Active tab, its last row dropped
 * and the count up by one; filtered reads are read again, since only the server knows whether the
 * new row matches. Later pages keep their rows and count one more.
 */
export function useLiveList(decl: EntityDeclaration): void {
  const queryClient = useQueryClient();
  const dataProvider = useBackOfficeDataProvider();

  useSocketEvent<EntityCreatedEvent>(
    'main',
    EVENTS.entityCreated,
    ({ entity, id }) => {
      if (entity !== decl.name) return;
      void dataProvider
        .getOne(decl.name, { id })
        .then(({ data: added }) => {
          for (const [key, page] of queryClient.getQueriesData<ListPage>({ queryKey: [decl.name, 'getList'] })) {
            if (!page) continue;
            const params = ((key as QueryKey)[2] ?? {}) as ListParams;
            if (!unfilteredActive(params)) {
              if (params.filter?.deleted === false) void queryClient.invalidateQueries({ queryKey: key, exact: true });
              continue;
            }
            if (page.data.some((r) => r.id === added.id)) continue;
            const { page: at = 1, perPage = page.data.length } = params.pagination ?? {};
            const data = at === 1 ? [added, ...page.data].slice(0, Math.max(perPage, 1)) : page.data;
            queryClient.setQueryData<ListPage>(key, { ...page, data, total: (page.total ?? 0) + 1 });
          }
        })
        .catch(() => undefined); // gone again, or not readable by this user: the list stays as it is
    },
    decl.live === true,
  );
}
