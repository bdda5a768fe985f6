import type { ExportTable } from '../../../../contract/orders/order-export';
import { bodyRows, EXPORT_MIME, neutraliseCell } from './export-table';

/** An Excel workbook with one sheet; exceljs is loaded only when an export runs. */
export async function buildXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = table.columns.map((header) => ({ header, key: header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of bodyRows(table)) {
    const added = sheet.addRow(row.map(neutraliseCell));
    added.eachCell((cell) => {
      if (typeof cell.value === 'number') cell.numFmt = '0.00';
    });
  }
  sheet.lastRow!.font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: EXPORT_MIME.xlsx });
}
