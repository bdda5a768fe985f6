import type { ExportTable } from '../../../../contract/orders/order-export';
import { csvLines } from '../../../../contract/csv';
import { money } from '../../../../contract/money';
import { bodyRows, EXPORT_MIME } from './export-table';

/** RFC 4180 CSV: comma separated, quoted where needed, CRLF line ends, money with two decimals, no formulas. */
export function tableToCsv(table: ExportTable): string {
  return csvLines([[...table.columns], ...bodyRows(table)], { number: money });
}

export function buildCsv(table: ExportTable): Blob {
  // a byte order mark so spreadsheet programs read the file as UTF-8
  return new Blob(['\ufeff', tableToCsv(table)], { type: EXPORT_MIME.csv });
}
