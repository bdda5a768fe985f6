// The Excel export in a Web Worker: what the page sends it and what it answers.
import type { ExportTable } from '../../../../contract/orders/order-export';
import type { ExportProgress } from './export-table';

export interface XlsxJob {
  table: ExportTable;
  sheetName: string;
}

export type XlsxWorkerMessage =
  | { type: 'progress'; progress: ExportProgress }
  | { type: 'done'; blob: Blob }
  | { type: 'error'; message: string };

/**
 * Builds the workbook in a worker of its own, reporting its progress. The worker starts at once,
 * loading its Excel writer while the job (the fetched rows) is still on its way; it ends with the job.
 */
export async function buildXlsxInWorker(job: Promise<XlsxJob>, onProgress: (progress: ExportProgress) => void): Promise<Blob> {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  try {
    const done = new Promise<Blob>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<XlsxWorkerMessage>) => {
        if (data.type === 'progress') return onProgress(data.progress);
        if (data.type === 'done') resolve(data.blob);
        else reject(new Error(data.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || 'The export worker failed'));
    });
    worker.postMessage(await job);
    return await done;
  } finally {
    worker.terminate();
  }
}
