import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EXPORT_FILE_BASE, EXPORT_MAX_ROWS, exportTable, type OrderFilter } from '../../../../contract/orders';
import type { ExportFormat } from '../export/export-table';
import { saveFile } from '../export/save-file';
import { useOrdersApi } from '../orders-api';

/** Catalogue keys of the format names. */
const LABELS: Record<ExportFormat, string> = { xlsx: 'app.order.export.xlsx', csv: 'app.order.export.csv', pdf: 'app.order.export.pdf' };

/** Writers are loaded only when an export runs. */
async function build(format: ExportFormat, table: ReturnType<typeof exportTable>): Promise<Blob> {
  if (format === 'csv') return (await import('../export/export-csv')).buildCsv(table);
  if (format === 'xlsx') return (await import('../export/export-xlsx')).buildXlsx(table, EXPORT_FILE_BASE);
  return (await import('../export/export-pdf')).buildPdf(table, EXPORT_FILE_BASE);
}

export interface OrderExportButtonsProps {
  filter: OrderFilter;
}

/** Excel, CSV and PDF of up to 5000 orders of the current filter, with progress while a file builds. */
export function OrderExportButtons({ filter }: OrderExportButtonsProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  const [running, setRunning] = useState<{ format: ExportFormat; step: string } | null>(null);

  const run = async (format: ExportFormat) => {
    setRunning({ format, step: translate('app.order.export.fetching') });
    try {
      const { data } = await api.list(1, EXPORT_MAX_ROWS, filter);
      setRunning({ format, step: translate('app.order.export.building', { format: translate(LABELS[format]), count: data.length }) });
      const blob = await build(format, exportTable(data));
      saveFile(blob, `${EXPORT_FILE_BASE}.${format}`);
    } catch (error) {
      // export failures are only logged (spec, first document, section 8)
      console.error('Order export failed', error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 240 }}>
      <Stack direction="row" spacing={1}>
        {(['xlsx', 'csv', 'pdf'] as const).map((format) => (
          <Button key={format} size="small" variant="outlined" disabled={!!running} onClick={() => void run(format)}>
            {translate(LABELS[format])}
          </Button>
        ))}
      </Stack>
      {running && (
        <>
          <LinearProgress data-testid="order-export-progress" />
          <Typography variant="caption" color="text.secondary">
            {running.step}
          </Typography>
        </>
      )}
    </Stack>
  );
}
