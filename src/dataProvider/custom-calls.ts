// How the data provider speaks to entities whose routes are their own (`storage: 'custom'`), where
// they differ from the generic pattern: the filters and sorts their list call takes, and the paths of
// their bulk calls. One entry per such entity; every other entity follows its declaration.
import { order } from '../../contract/entities/order';
import { ORDER_FILTER_FIELDS, ORDER_SORT_FIELDS } from '../../contract/orders/order-filter';
import { ORDER_PATHS } from '../../contract/orders/order-paths';

export type BulkOp = 'archive' | 'recover' | 'd';

export interface CustomCalls {
  /** the filter names the list call takes */
  filters: readonly string[];
  /** the fields the list call sorts by */
  sorts: readonly string[];
  /** bulk call paths, relative to the service */
  bulk: Record<BulkOp, string>;
}

const CUSTOM_CALLS: Record<string, CustomCalls> = {
  // GET /order/s/sales/{page}/{count}?filter (contract/orders/order-filter.ts), POST /order/b/a|r|d
  [order.name]: {
    filters: Object.keys(ORDER_FILTER_FIELDS),
    sorts: ORDER_SORT_FIELDS,
    bulk: { archive: ORDER_PATHS.bulkArchive, recover: ORDER_PATHS.bulkRecover, d: ORDER_PATHS.bulkDestroy },
  },
};

export const customCalls = (entity: string): CustomCalls | undefined => CUSTOM_CALLS[entity];
