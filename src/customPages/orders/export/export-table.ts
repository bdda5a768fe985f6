import type { ExportCell, ExportTable } from '../../../../contract/orders/order-export';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
};

/** Every line a file holds under its header: the order rows, then the Total Sum row. */
export const bodyRows = (table: ExportTable): ExportCell[][] => [...table.rows, table.totalRow];

// Spreadsheet programs run a text cell starting with one of these as a formula (CSV/formula
// injection: '=HYPERLINK(..)', '@SUM(..)', '-2+3'); tab and CR are how such a cell hides its start.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as the CSV and XLSX writers put it: text that a spreadsheet would read as a formula gets
 * a leading single quote (OWASP's advice); numbers stay numbers, negative ones included.
 */
export const neutraliseCell = (cell: ExportCell): ExportCell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);
