import type { ExportTable } from '../../../../contract/orders/order-export';
import { bodyRows, EXPORT_MIME, neutraliseCell, type ExportProgress } from './export-table';

/** Rows added between two progress reports. */
const ROWS_PER_REPORT = 500;

/**
 * An Excel workbook with one sheet; exceljs is loaded only when an export runs (in the browser,
 * inside the export worker: xlsx.worker.ts). Reports its rows as they are added, then the writing.
 */
export async function buildXlsx(table: ExportTable, sheetName: string, onProgress?: (progress: ExportProgress) => void): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = table.columns.map((header) => ({ header, key: header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  const total = table.rows.length;
  bodyRows(table).forEach((row, i) => {
    const added = sheet.addRow(row.map(neutraliseCell));
    added.eachCell((cell) => {
      if (typeof cell.value === 'number') cell.numFmt = '0.00';
    });
    // the orders' rows; the Total Sum row after them is not counted
    if ((i + 1) % ROWS_PER_REPORT === 0 || i + 1 === total) onProgress?.({ step: 'rows', done: i + 1, total });
  });
  sheet.lastRow!.font = { bold: true };
  onProgress?.({ step: 'writing', done: 0, total });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: EXPORT_MIME.xlsx });
}
