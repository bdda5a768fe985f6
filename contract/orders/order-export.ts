// The orders export (spec, first document, section 9): up to 5000 orders of the current filter,
// file base name PurchaseData, fixed columns and a Total Sum row; discountPercent reduces
// total, tax and price; two decimals.
import { applyDiscount, money, round2 } from '../money';
import { orderMessages } from './order-messages';
import { paymentMethodLabel } from './payment-methods';
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

/** The fields of one order as GET s/export sends them, in their order (`OrderExportRow`). */
export const ORDER_EXPORT_ROW_FIELDS = [
  'store',
  'platform',
  'firstname',
  'lastname',
  'telephone',
  'total',
  'tax',
  'totalprice',
  'discountPercent',
  'driver',
  'manager',
  'paymentMethod',
] as const;

/**
 * One order as GET s/export sends it: a JSON array of exactly the fields the columns are built
 * from, names already looked up, the discount not yet applied (the server builds it in SQL:
 * server/features/orders/orders.sql.ts).
 */
export type OrderExportRow = [
  store: string | null,
  platform: string | null,
  firstname: string | null,
  lastname: string | null,
  telephone: string | null,
  total: number,
  tax: number,
  totalprice: number,
  discountPercent: number | null,
  driver: string | null,
  manager: string | null,
  paymentMethod: string | null,
];

export interface ExportTable {
  columns: readonly ExportColumn[];
  /** one array per order, in column order; money as numbers rounded to 2 decimals */
  rows: ExportCell[][];
  /** 'Total Sum' under Store, the sums under Total, Tax and Price, blanks elsewhere */
  totalRow: ExportCell[];
}

/** A full order as the export endpoint sends it: driver and manager picked by the staff rule. */
export function exportRowOf(o: ExportableOrder): OrderExportRow {
  const staff = o.orderStaff ?? [];
  return [
    o.store?.name ?? null,
    o.orderType?.name ?? null,
    o.customer?.firstname ?? null,
    o.customer?.lastname ?? null,
    o.telephone ?? null,
    o.total,
    o.tax,
    o.totalprice,
    o.discountPercent ?? null,
    staffFor(staff, 'driver')?.user.username ?? null,
    staffFor(staff, 'manager')?.user.username ?? null,
    o.paymentMethod ?? null,
  ];
}

/** The cells of one order, from the export endpoint's row or from a full order. */
export function exportRow(o: OrderExportRow | ExportableOrder): ExportCell[] {
  const [store, platform, firstname, lastname, telephone, total, tax, totalprice, discountPercent, driver, manager, paymentMethod] =
    Array.isArray(o) ? o : exportRowOf(o);
  return [
    store ?? '',
    platform ?? '',
    `${firstname ?? ''} ${lastname ?? ''}`.trim(),
    telephone ?? '',
    applyDiscount(total, discountPercent),
    applyDiscount(tax, discountPercent),
    applyDiscount(totalprice, discountPercent),
    driver ?? '',
    manager ?? '',
    // the file says what the screen says: 'Pay on delivery', not the key payOnDelivery
    paymentMethod ? paymentMethodLabel(paymentMethod) : '',
  ];
}

/** The file's table: the export endpoint's rows (or full orders), at most EXPORT_MAX_ROWS, and the Total Sum row. */
export function exportTable(orders: readonly (OrderExportRow | ExportableOrder)[]): ExportTable {
  const rows = orders.slice(0, EXPORT_MAX_ROWS).map((o) => exportRow(o));
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
