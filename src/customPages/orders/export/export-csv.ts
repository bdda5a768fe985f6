import { exportCellText, type ExportTable } from '../../../../contract/orders/order-export';
import { bodyRows, EXPORT_MIME, neutraliseCell } from './export-table';

const quote = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** RFC 4180 CSV: comma separated, quoted where needed, CRLF line ends, money with two decimals, no formulas. */
export function tableToCsv(table: ExportTable): string {
  const lines = [[...table.columns], ...bodyRows(table)];
  return lines.map((row) => row.map((cell) => quote(exportCellText(neutraliseCell(cell)))).join(',')).join('\r\n') + '\r\n';
}

export function buildCsv(table: ExportTable): Blob {
  // a byte order mark so spreadsheet programs read the file as UTF-8
  return new Blob(['\ufeff', tableToCsv(table)], { type: EXPORT_MIME.csv });
}
