import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EXPORT_FILE_BASE, exportTable, type ExportTable, type OrderFilter } from '../../../../contract/orders';
import { progressPercent, type ExportFormat, type ExportProgress } from '../export/export-table';
import { saveFile } from '../export/save-file';
import { useOrdersApi } from '../orders-api';

/** Catalogue keys of the format names. */
const LABELS: Record<ExportFormat, string> = { xlsx: 'app.order.export.xlsx', csv: 'app.order.export.csv', pdf: 'app.order.export.pdf' };
const fileName = (format: ExportFormat) => `${EXPORT_FILE_BASE}.${format}`;

/**
 * Writers are loaded only when an export runs, while the rows are fetched; Excel builds in a
 * worker, started at once and reporting its rows.
 */
async function build(format: ExportFormat, table: Promise<ExportTable>, onProgress: (progress: ExportProgress) => void): Promise<Blob> {
  if (format === 'xlsx') {
    const { buildXlsxInWorker } = await import('../export/xlsx-job');
    return buildXlsxInWorker(table.then((t) => ({ table: t, sheetName: EXPORT_FILE_BASE })), onProgress);
  }
  const written = async <T,>(writer: Promise<T>): Promise<[T, ExportTable]> => {
    const both = await Promise.all([writer, table]);
    onProgress({ step: 'writing', done: 0, total: both[1].rows.length });
    return both;
  };
  if (format === 'csv') {
    const [{ buildCsv }, t] = await written(import('../export/export-csv'));
    return buildCsv(t);
  }
  const [{ buildPdf }, t] = await written(import('../export/export-pdf'));
  return buildPdf(t, EXPORT_FILE_BASE);
}

export interface OrderExportButtonsProps {
  filter: OrderFilter;
}

/** Excel, CSV and PDF of up to 5000 orders of the current filter, with progress while a file builds. */
export function OrderExportButtons({ filter }: OrderExportButtonsProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  const [running, setRunning] = useState<{ format: ExportFormat; progress: ExportProgress } | null>(null);

  const run = async (format: ExportFormat) => {
    const report = (progress: ExportProgress) => setRunning({ format, progress });
    report({ step: 'fetching', done: 0, total: 0 });
    try {
      const blob = await build(format, api.exportRows(filter).then(exportTable), report);
      report({ step: 'saving', done: 1, total: 1 });
      saveFile(blob, fileName(format));
    } catch (error) {
      // export failures are only logged (spec, first document, section 8)
      console.error('Order export failed', error);
    } finally {
      setRunning(null);
    }
  };

  const stepText = ({ format, progress }: { format: ExportFormat; progress: ExportProgress }): string => {
    const name = translate(LABELS[format]);
    switch (progress.step) {
      case 'fetching':
        return translate('app.order.export.fetching');
      case 'rows':
        return translate('app.order.export.rows', { format: name, done: progress.done, total: progress.total });
      case 'writing':
        return translate('app.order.export.building', { format: name, count: progress.total });
      case 'saving':
        return translate('app.order.export.saving', { file: fileName(format) });
    }
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 240 }}>
      <Stack direction="row" spacing={1}>
        {(['xlsx', 'csv', 'pdf'] as const).map((format) => (
          <Button key={format} size="small" variant="outlined" disabled={!!running} onClick={() => void run(format)} data-testid={`order-export-${format}`}>
            {translate(LABELS[format])}
          </Button>
        ))}
      </Stack>
      {running && (
        <>
          <LinearProgress variant="determinate" aria-label={stepText(running)} value={progressPercent(running.progress)} data-testid="order-export-progress" />
          <Typography variant="caption" color="text.secondary" data-testid="order-export-step">
            {stepText(running)}
          </Typography>
        </>
      )}
    </Stack>
  );
}
