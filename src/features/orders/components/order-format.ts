import { applyDiscount, money, type Order } from '../../../../contract/orders';
import { intlLocale } from '../../../i18n/intl-locale';

/** Amounts as shown on the list: the order's discountPercent applied, two decimals, USD. */
export const shownAmount = (value: number, order: Pick<Order, 'discountPercent'>): string => `$${money(applyDiscount(value, order.discountPercent))}`;

export const customerName = (order: Pick<Order, 'customer'>): string =>
  order.customer ? `${order.customer.firstname} ${order.customer.lastname}`.trim() : '';

/** Dates in the browser's time zone, in the user's language. */
export const shownDate = (iso: string, locale = intlLocale()): string => new Date(iso).toLocaleString(locale);
