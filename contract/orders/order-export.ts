// The orders export (spec, first document, section 9): up to 5000 orders of the current filter,
// file base name PurchaseData, fixed columns and a Total Sum row; discountPercent reduces
// total, tax and price; two decimals.
import { applyDiscount, money, round2 } from './money';
import { orderMessages } from './order-messages';
import { staffFor } from './order-staff';
import type { Order } from './order-types';

export const EXPORT_FILE_BASE = 'PurchaseData';
export const EXPORT_MAX_ROWS = 5000;
export const EXPORT_COLUMNS = [
  'Store',
  'Platform',
  'Customer Name',
  'Phone Number',
  'Total',
  'Tax',
  'Price',
  'Driver',
  'Manager',
  'Payment Method',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportCell = string | number;
/** Columns holding money (numbers with two decimals). */
export const EXPORT_MONEY_COLUMNS: readonly ExportColumn[] = ['Total', 'Tax', 'Price'];

/** What a row needs from an order (a full Order fits). */
export type ExportableOrder = Pick<
  Order,
  'store' | 'orderType' | 'customer' | 'telephone' | 'total' | 'tax' | 'totalprice' | 'orderStaff' | 'paymentMethod' | 'discountPercent'
>;

export interface ExportTable {
  columns: readonly ExportColumn[];
  /** one array per order, in column order; money as numbers rounded to 2 decimals */
  rows: ExportCell[][];
  /** 'Total Sum' under Store, the sums under Total, Tax and Price, blanks elsewhere */
  totalRow: ExportCell[];
}

export function exportRow(o: ExportableOrder): ExportCell[] {
  const customer = o.customer ? `${o.customer.firstname ?? ''} ${o.customer.lastname ?? ''}`.trim() : '';
  return [
    o.store?.name ?? '',
    o.orderType?.name ?? '',
    customer,
    o.telephone ?? '',
    applyDiscount(o.total, o.discountPercent),
    applyDiscount(o.tax, o.discountPercent),
    applyDiscount(o.totalprice, o.discountPercent),
    staffFor(o.orderStaff ?? [], 'driver')?.user.username ?? '',
    staffFor(o.orderStaff ?? [], 'manager')?.user.username ?? '',
    o.paymentMethod ?? '',
  ];
}

export function exportTable(orders: readonly ExportableOrder[]): ExportTable {
  const rows = orders.slice(0, EXPORT_MAX_ROWS).map(exportRow);
  const sum = (col: ExportColumn) => {
    const i = EXPORT_COLUMNS.indexOf(col);
    return round2(rows.reduce((s, r) => s + (r[i] as number), 0));
  };
  const totalRow: ExportCell[] = EXPORT_COLUMNS.map((c) => (EXPORT_MONEY_COLUMNS.includes(c) ? sum(c) : ''));
  totalRow[0] = orderMessages.totalSum;
  return { columns: EXPORT_COLUMNS, rows, totalRow };
}

/** A cell as text (CSV, PDF): money with two decimals. */
export const exportCellText = (cell: ExportCell): string => (typeof cell === 'number' ? money(cell) : cell);
