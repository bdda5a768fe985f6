// How the data provider speaks to entities whose routes are their own (`storage: 'custom'`), where
// they differ from the generic pattern: the paths of their bulk calls (the filters and sorts their list
// call takes are the declaration's `ownList`). One entry per such entity; every other entity follows
// its declaration.
import { order } from '../../contract/entities/order';
import { ORDER_PATHS } from '../../contract/orders/order-paths';

export type BulkOp = 'archive' | 'recover' | 'd';

export interface CustomCalls {
  /** bulk call paths, relative to the service */
  bulk: Record<BulkOp, string>;
}

const CUSTOM_CALLS: Record<string, CustomCalls> = {
  // POST /order/b/a|r|d
  [order.name]: {
    bulk: { archive: ORDER_PATHS.bulkArchive, recover: ORDER_PATHS.bulkRecover, d: ORDER_PATHS.bulkDestroy },
  },
};

export const customCalls = (entity: string): CustomCalls | undefined => CUSTOM_CALLS[entity];
