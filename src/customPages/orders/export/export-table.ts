import type { ExportCell, ExportTable } from '../../../../contract/orders/order-export';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
};

/** Every line a file holds under its header: the order rows, then the Total Sum row. */
export const bodyRows = (table: ExportTable): ExportCell[][] => [...table.rows, table.totalRow];
