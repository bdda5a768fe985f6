import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, EXPORT_MAX_ROWS, exportCellText, exportRowOf, exportTable, ORDER_EXPORT_ROW_FIELDS, type ExportableOrder, type OrderExportRow } from './order-export';
import { staffLabel } from './order-staff';

const order = (over: Partial<ExportableOrder> = {}): ExportableOrder => ({
  store: { storeId: 1, name: 'Main St', url: null, ssl: false },
  orderType: { orderTypeId: 1, name: 'web' },
  customer: { customerId: 1, firstname: 'Ann', lastname: 'Lee' },
  telephone: '(555) 123-4567',
  total: 100,
  tax: 10,
  totalprice: 115,
  discountPercent: 0,
  paymentMethod: 'cash',
  orderStaff: [
    { userId: 2, user: { userId: 2, username: 'mona' }, status: 'accepted', dateAdded: '' },
    { userId: 3, user: { userId: 3, username: 'dario' }, status: 'delivering', dateAdded: '' },
  ],
  ...over,
});

describe('exportTable', () => {
  it('has the spec columns and a row per order', () => {
    const t = exportTable([order()]);
    expect(t.columns).toEqual(['Store', 'Platform', 'Customer Name', 'Phone Number', 'Total', 'Tax', 'Price', 'Driver', 'Manager', 'Payment Method']);
    expect(t.rows[0]).toEqual(['Main St', 'web', 'Ann Lee', '(555) 123-4567', 100, 10, 115, 'dario', 'mona', 'Cash']);
  });
  it('reduces total, tax and price by discountPercent and sums them', () => {
    const t = exportTable([order({ discountPercent: 10 }), order({ total: 33.333, tax: 0, totalprice: 33.333, orderStaff: [] })]);
    expect(t.rows[0].slice(4, 7)).toEqual([90, 9, 103.5]);
    expect(t.rows[1].slice(4, 9)).toEqual([33.33, 0, 33.33, '', '']);
    expect(t.totalRow).toEqual(['Total Sum', '', '', '', 123.33, 9, 136.83, '', '', '']);
    expect(t.totalRow).toHaveLength(EXPORT_COLUMNS.length);
  });
  it('writes money with two decimals as text', () => {
    expect(exportCellText(9)).toBe('9.00');
    expect(exportCellText(103.5)).toBe('103.50');
    expect(exportCellText('Ann')).toBe('Ann');
  });
  it('stops at 5000 rows', () => {
    expect(exportTable(Array.from({ length: EXPORT_MAX_ROWS + 3 }, () => order())).rows).toHaveLength(5000);
  });
});

describe("the export endpoint's rows", () => {
  const lean: OrderExportRow = ['Main St', 'web', 'Ann', 'Lee', '(555) 123-4567', 100, 10, 115, 10, 'dario', 'mona', 'cash'];

  it('give the same cells and Total Sum as the full orders', () => {
    expect(exportRowOf(order({ discountPercent: 10 }))).toEqual(lean);
    expect(exportTable([lean, lean])).toEqual(exportTable([order({ discountPercent: 10 }), order({ discountPercent: 10 })]));
    expect(exportTable([lean]).rows[0]).toEqual(['Main St', 'web', 'Ann Lee', '(555) 123-4567', 90, 9, 103.5, 'dario', 'mona', 'Cash']);
    expect(ORDER_EXPORT_ROW_FIELDS).toHaveLength(lean.length);
  });
  it('write the payment method as the screen shows it, a value outside the list as it is', () => {
    const withMethod = (m: string): OrderExportRow => [...lean.slice(0, 11), m] as OrderExportRow;
    expect(exportTable([withMethod('payOnDelivery')]).rows[0].at(-1)).toBe('Pay on delivery');
    expect(exportTable([withMethod('apple_pay')]).rows[0].at(-1)).toBe('Apple Pay');
    expect(exportTable([withMethod('barter')]).rows[0].at(-1)).toBe('barter');
  });
  it('leave missing names blank and count a missing discount as none', () => {
    const row: OrderExportRow = [null, null, null, 'Lee', null, 20, 2, 24.5, null, null, null, null];
    expect(exportTable([row]).rows[0]).toEqual(['', '', 'Lee', '', 20, 2, 24.5, '', '', '']);
  });
  it('take the latest driver and the latest manager of the staff', () => {
    const staff = (username: string, status: 'accepted' | 'delivering' | 'done') => ({ userId: 1, user: { userId: 1, username }, status, dateAdded: '' });
    const o = order({ orderStaff: [staff('mona', 'accepted'), staff('dario', 'delivering'), staff('milo', 'done'), staff('dina', 'delivering')] });
    expect(exportRowOf(o).slice(9, 11)).toEqual(['dina', 'milo']);
    expect(exportRowOf(order({ orderStaff: [] })).slice(9, 11)).toEqual([null, null]);
    expect(exportRowOf(order({ customer: null })).slice(2, 4)).toEqual([null, null]);
  });
});

describe('staffLabel', () => {
  it('calls delivering staff driver and the rest manager', () => {
    expect(staffLabel({ status: 'delivering' })).toBe('driver');
    expect(staffLabel({ status: 'accepted' })).toBe('manager');
    expect(staffLabel({ status: 'done' })).toBe('manager');
  });
});
