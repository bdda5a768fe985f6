// What the orders list remembers between visits, under the keys of the spec (first document,
// section 9: "Local storage keeps order page, size, status tab and filter tab"): the list engine's
// memory (ListMemory) for the orders list. The status tab is the list's `status` filter value.
import { ORDER_DEFAULT_PAGE_SIZE } from '../../../contract/orders/order-paths';
import { ALL_STATUS_TAB, ORDER_STATUS_TABS, type OrderStatus } from '../../../contract/orders/order-status';
import { isPage, isPageSize, type ListMemory, type ListPosition } from '../../components/list/list-prefs';

export const ORDER_STORAGE_KEYS = {
  page: 'orderPage',
  size: 'orderSize',
  statusTab: 'orderStatusTab',
  filterTab: 'orderFilterTab',
} as const;

/** The status tab a filter shows: its `status`, or All. */
export const statusTabOf = (filter: Record<string, unknown>): string => (typeof filter.status === 'string' ? filter.status : ALL_STATUS_TAB);

/** The filter with a status tab chosen: All drops the `status` value. */
export function withStatusTab(filter: Record<string, unknown>, tab: string): Record<string, unknown> {
  const { status: _previous, ...rest } = filter;
  return tab === ALL_STATUS_TAB ? rest : { ...rest, status: tab as OrderStatus };
}

const isStatusTab = (text: string | null): text is OrderStatus => !!text && (ORDER_STATUS_TABS as readonly string[]).includes(text);

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const browserStorage = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * One page and size for both tabs (a change of tab starts at page 1); the Published/Archived tab
 * and the status tab are kept too. Anything unreadable falls back to its default.
 */
export function orderListMemory(storage: () => Store | undefined = browserStorage): ListMemory {
  return {
    read(): ListPosition {
      const s = storage();
      const page = Number(s?.getItem(ORDER_STORAGE_KEYS.page));
      const size = Number(s?.getItem(ORDER_STORAGE_KEYS.size));
      const status = s?.getItem(ORDER_STORAGE_KEYS.statusTab) ?? null;
      return {
        tab: s?.getItem(ORDER_STORAGE_KEYS.filterTab) === 'archived' ? 'archived' : 'active',
        pagination: { page: isPage(page) ? page : 1, perPage: isPageSize(size) ? size : ORDER_DEFAULT_PAGE_SIZE },
        filter: isStatusTab(status) ? { status } : {},
      };
    },
    pageOnTab: (_tab, from) => ({ page: 1, perPage: from.pagination.perPage }),
    write({ tab, pagination, filter }) {
      const s = storage();
      s?.setItem(ORDER_STORAGE_KEYS.filterTab, tab === 'archived' ? 'archived' : 'published');
      s?.setItem(ORDER_STORAGE_KEYS.statusTab, statusTabOf(filter));
      s?.setItem(ORDER_STORAGE_KEYS.page, String(pagination.page));
      s?.setItem(ORDER_STORAGE_KEYS.size, String(pagination.perPage));
    },
  };
}
