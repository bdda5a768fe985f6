import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { REVIEW_CREATED_EVENT, type ReviewCreatedEvent } from '../../../contract/catalog';
import { review } from '../../../contract/entities/catalog/review';
import { EntityListView } from '../../components/list/EntityListView';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { useSocketEvent } from '../../realtime/useSocketEvent';

type ListPage = { data: RaRecord[]; total?: number };
type ListParams = { pagination?: { page: number; perPage: number }; filter?: Record<string, unknown> };

/** Whether a cached list read shows the unfiltered Active tab (where a new review belongs). */
const unfilteredActive = (params: ListParams) => {
  const { deleted, ...rest } = params.filter ?? {};
  return deleted === false && Object.values(rest).every((v) => v === undefined || v === '' || (Array.isArray(v) && !v.length));
};

/**
 * The common review list, live (spec, second document, section 4, "Live updates"): a new review is
 * put at the top of the open first page of the Active tab and its last row dropped, the count up by
 * one; filtered reads are read again, since only the server knows whether the review matches.
 */
export function ReviewList() {
  const queryClient = useQueryClient();
  const dataProvider = useBackOfficeDataProvider();

  useSocketEvent<ReviewCreatedEvent>('main', REVIEW_CREATED_EVENT, ({ reviewId }) => {
    void dataProvider
      .getOne(review.name, { id: reviewId })
      .then(({ data: added }) => {
        for (const [key, page] of queryClient.getQueriesData<ListPage>({ queryKey: [review.name, 'getList'] })) {
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
  });

  return <EntityListView decl={review} />;
}
