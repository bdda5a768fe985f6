// Builds the Excel file off the main thread, so the page stays responsive and can show the
// progress the worker posts.
import { buildXlsx } from './export-xlsx';
import type { XlsxJob, XlsxWorkerMessage } from './xlsx-job';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<XlsxJob>) => void) | null;
  postMessage: (message: XlsxWorkerMessage) => void;
};

scope.onmessage = async ({ data: { table, sheetName } }) => {
  try {
    const blob = await buildXlsx(table, sheetName, (progress) => scope.postMessage({ type: 'progress', progress }));
    scope.postMessage({ type: 'done', blob });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
