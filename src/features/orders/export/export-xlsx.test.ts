import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, type ExportTable } from '../../../../contract/orders/order-export';
import type { ExportProgress } from './export-table';
import { buildXlsx } from './export-xlsx';

describe('orders XLSX', () => {
  it('writes formula-like text with a leading quote and keeps money, negative included, as numbers', async () => {
    const table: ExportTable = {
      columns: EXPORT_COLUMNS,
      rows: [['=cmd|" /C calc"!A0', '@SUM(1)', '+1 555', '-1', -12.5, 0, 3.25, 'dan', 'mia', 'cash']],
      totalRow: ['Total Sum', '', '', '', -12.5, 0, 3.25, '', '', ''],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await buildXlsx(table, 'Orders')).arrayBuffer());
    const row = workbook.worksheets[0].getRow(2);
    expect([1, 2, 3, 4].map((c) => row.getCell(c).value)).toEqual([`'=cmd|" /C calc"!A0`, "'@SUM(1)", "'+1 555", "'-1"]);
    expect(row.getCell(5).value).toBe(-12.5);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(8).value).toBe('dan');
    expect(workbook.worksheets[0].getRow(3).getCell(1).value).toBe('Total Sum');
  });

  it('reports its rows as it adds them, then the writing', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => ['Main', 'Web', 'Ann', '555', i, 0, i, '', '', 'cash']);
    const table: ExportTable = { columns: EXPORT_COLUMNS, rows, totalRow: ['Total Sum', '', '', '', 0, 0, 0, '', '', ''] };
    const reports: ExportProgress[] = [];
    const blob = await buildXlsx(table, 'Orders', (p) => reports.push(p));
    expect(reports).toEqual([
      { step: 'rows', done: 500, total: 1200 },
      { step: 'rows', done: 1000, total: 1200 },
      { step: 'rows', done: 1200, total: 1200 },
      { step: 'writing', done: 0, total: 1200 },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect(workbook.worksheets[0].rowCount).toBe(1202);
  });
});
