// Order statuses and the status choice rule (spec, first document, section 4).
import type { Permission } from '../permissions';

export const ORDER_STATUSES = [
  'new',
  'not verified',
  'accepted',
  'progress',
  'delivering',
  'out for delivery',
  'driver accepted',
  'driver rejected',
  'driver cancelled',
  'done',
  'cancel',
  'stolen',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DEFAULT_ORDER_STATUS: OrderStatus = 'new';

/** The permission path of the orders screen and API. */
export const ORDER_PERMISSION = 'sale/order';
export const ORDER_STATISTICS_PERMISSION = `${ORDER_PERMISSION}/statistics`;

/** Status tabs of the list: 'All' (no status filter) plus one per status, 'not verified' left out. */
export const ORDER_STATUS_TABS: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'not verified');
export const ALL_STATUS_TAB = 'All';

/** Statuses whose rows show the call and SMS icons. */
export const CONTACT_STATUSES: readonly OrderStatus[] = ['accepted', 'progress', 'delivering', 'cancel', 'done', 'stolen'];
export const showsContactIcons = (status: string): boolean => (CONTACT_STATUSES as readonly string[]).includes(status);

/** Colour of the status button (MUI palette colour names plus a hex for the chip background). */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  new: '#1976d2',
  'not verified': '#616161',
  accepted: '#0277bd',
  progress: '#7b1fa2',
  delivering: '#b45309',
  'out for delivery': '#bf360c',
  'driver accepted': '#00796b',
  'driver rejected': '#c62828',
  'driver cancelled': '#ad1457',
  done: '#2e7d32',
  cancel: '#d32f2f',
  stolen: '#424242',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

const normalise = (path: string) => '/' + path.replace(/^\/+|\/+$/g, '');

/** Whether the permissions hold `modify` on the orders path (or a parent of it). */
export function hasOrderModify(permissions: readonly Permission[]): boolean {
  const target = normalise(ORDER_PERMISSION);
  return permissions.some((p) => {
    if (p.type !== 'modify') return false;
    const granted = normalise(p.value);
    return target === granted || target.startsWith(granted + '/');
  });
}

/**
 * The statuses offered on an order row (the current one included, shown as selected):
 * modify on sale/order -> all; an order in new -> all but 'not verified';
 * an order in 'not verified' -> all; any other -> all but new and 'not verified'.
 */
export function statusChoices(currentStatus: string, permissions: readonly Permission[]): OrderStatus[] {
  if (hasOrderModify(permissions)) return [...ORDER_STATUSES];
  if (currentStatus === 'new') return ORDER_STATUSES.filter((s) => s !== 'not verified');
  if (currentStatus === 'not verified') return [...ORDER_STATUSES];
  return ORDER_STATUSES.filter((s) => s !== 'new' && s !== 'not verified');
}

/** Whether a change from `from` to `to` is allowed for these permissions (a change must change). */
export const canChangeStatus = (from: string, to: string, permissions: readonly Permission[]): boolean =>
  from !== to && statusChoices(from, permissions).includes(to as OrderStatus);

/** Which dialog a chosen status opens; undefined means it is confirmed directly. */
export type StatusDialog = 'cancel' | 'stolen' | 'delivering';
export function statusDialog(status: string): StatusDialog | undefined {
  return status === 'cancel' || status === 'stolen' || status === 'delivering' ? status : undefined;
}
