import { neutraliseCell as neutraliseText } from '../../../../contract/import';
import type { ExportCell, ExportTable } from '../../../../contract/orders/order-export';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

/**
 * Where an export stands: fetching the rows, turning them into the file (rows added so far),
 * writing the file out, saving it.
 */
export type ExportStep = 'fetching' | 'rows' | 'writing' | 'saving';
export interface ExportProgress {
  step: ExportStep;
  /** rows done and in all (0 and 0 while fetching) */
  done: number;
  total: number;
}

/** The share of the bar each step ends at (fetching takes the first 20 %, the rows up to 60 %...). */
const STEP_ENDS: Record<ExportStep, [start: number, end: number]> = {
  fetching: [0, 20],
  rows: [20, 60],
  writing: [60, 95],
  saving: [95, 100],
};

/** The progress bar's value (0-100) for a step and its rows done. */
export function progressPercent({ step, done, total }: ExportProgress): number {
  const [start, end] = STEP_ENDS[step];
  return Math.round(start + (total > 0 ? (end - start) * Math.min(1, done / total) : 0));
}

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
};

/** Every line a file holds under its header: the order rows, then the Total Sum row. */
export const bodyRows = (table: ExportTable): ExportCell[][] => [...table.rows, table.totalRow];

/**
 * A cell as the CSV and XLSX writers put it: text that a spreadsheet could read as a formula, at its
 * start or after any locale's list separator, gets a single quote before the formula character
 * (OWASP's advice; the one rule of every export, contract/import.ts); numbers stay numbers.
 */
export const neutraliseCell = (cell: ExportCell): ExportCell => neutraliseText(cell);
