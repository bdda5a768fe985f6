// What the orders list remembers between visits (spec, first document, section 9: "Local storage
// keeps order page, size, status tab and filter tab"). Pure read/write helpers over a Storage.
import { PAGE_SIZES } from '../../../contract/pager';
import { ORDER_DEFAULT_PAGE_SIZE } from '../../../contract/orders/order-paths';
import type { OrderFilter } from '../../../contract/orders/order-filter';
import { ALL_STATUS_TAB, ORDER_STATUS_TABS, type OrderStatus } from '../../../contract/orders/order-status';

export const ORDER_STORAGE_KEYS = {
  page: 'orderPage',
  size: 'orderSize',
  statusTab: 'orderStatusTab',
  filterTab: 'orderFilterTab',
  filterPanel: 'orderFilter',
} as const;

export const ORDER_PAGE_SIZES: readonly number[] = PAGE_SIZES;

export type OrderFilterTab = 'published' | 'archived';

export interface OrderListPosition {
  filterTab: OrderFilterTab;
  statusTab: string;
  page: number;
  size: number;
}

export const DEFAULT_POSITION: OrderListPosition = {
  filterTab: 'published',
  statusTab: ALL_STATUS_TAB,
  page: 1,
  size: ORDER_DEFAULT_PAGE_SIZE,
};

const positiveInt = (text: string | null): number | undefined => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the remembered position; anything unreadable falls back to its default. */
export function readPosition(storage: Pick<Storage, 'getItem'> | undefined): OrderListPosition {
  if (!storage) return DEFAULT_POSITION;
  const filterTab = storage.getItem(ORDER_STORAGE_KEYS.filterTab);
  const statusTab = storage.getItem(ORDER_STORAGE_KEYS.statusTab);
  const size = positiveInt(storage.getItem(ORDER_STORAGE_KEYS.size));
  return {
    filterTab: filterTab === 'archived' ? 'archived' : 'published',
    statusTab: statusTab && (statusTab === ALL_STATUS_TAB || (ORDER_STATUS_TABS as readonly string[]).includes(statusTab)) ? statusTab : ALL_STATUS_TAB,
    page: positiveInt(storage.getItem(ORDER_STORAGE_KEYS.page)) ?? 1,
    size: size && ORDER_PAGE_SIZES.includes(size) ? size : ORDER_DEFAULT_PAGE_SIZE,
  };
}

export function writePosition(storage: Pick<Storage, 'setItem'> | undefined, position: OrderListPosition): void {
  if (!storage) return;
  storage.setItem(ORDER_STORAGE_KEYS.filterTab, position.filterTab);
  storage.setItem(ORDER_STORAGE_KEYS.statusTab, position.statusTab);
  storage.setItem(ORDER_STORAGE_KEYS.page, String(position.page));
  storage.setItem(ORDER_STORAGE_KEYS.size, String(position.size));
}

/** A change of tab, status tab or size starts again at page 1; a page change keeps the rest. */
export function movePosition(current: OrderListPosition, change: Partial<OrderListPosition>): OrderListPosition {
  const next = { ...current, ...change };
  const resets = (['filterTab', 'statusTab', 'size'] as const).some((k) => change[k] !== undefined && change[k] !== current[k]);
  if (resets && change.page === undefined) next.page = 1;
  return next;
}

/** The list's filter at a position: the filter panel's fields, the status tab and the archived tab. */
export const positionFilter = (position: Pick<OrderListPosition, 'statusTab' | 'filterTab'>, panel: Omit<OrderFilter, 'status' | 'deleted'> = {}): OrderFilter => ({
  ...panel,
  status: position.statusTab === ALL_STATUS_TAB ? undefined : (position.statusTab as OrderStatus),
  deleted: position.filterTab === 'archived',
});
