// The worker task of an import (server/workers/file-worker.ts): the file's type checked from its
// bytes, then its rows read one by one (sheet-read.ts) and checked (sheet-check.ts), posting how far
// the reading got; once the whole file is read, the checked rows go to the main thread in slices.
import { fileTypeFromBuffer } from 'file-type';
import { entityByName } from '../../contract/entities';
import { IMPORT_UPLOAD, importMessages, type ImportFormat, type ImportLanguage, type ImportPreview, type ImportProblem } from '../../contract/import';
import { extensionOf, uploadProblems } from '../../contract/uploads';
import type { ValidationItem } from '../../contract/validate';
import { FileRefused, SheetChecker, type CheckedRow, type RowValues, type SheetTarget } from './sheet-check';
import { isText, sheetRows } from './sheet-read';

/** What the main thread hands the worker: the file and what to read it against. */
export interface SheetCheckInput {
  /** an entity's name, or a target given whole (plain data: purchase lines) */
  target: string | SheetTarget;
  fileName: string | undefined;
  data: Uint8Array;
  languages: ImportLanguage[];
  values?: RowValues;
  /**
   * A folder of this task's own for exceljs's temporary files (a worksheet stored before the
   * workbook's shared strings is parked on disk); the main thread removes it whatever happens here.
   */
  tmpDir: string;
}

/** What the task posts while it runs: checked rows in slices, and how far it read. */
export type SheetCheckEvent = { rows: CheckedRow[] } | { read: { rows: number; share: number } };

export type SheetCheckResult = { refused: ValidationItem[] } | { problems: ImportProblem[]; preview: Omit<ImportPreview, 'problems'> };

/** Rows per message to the main thread: each message is read there in one short step. */
const ROWS_PER_EVENT = 250;
/** How often reading progress is posted. */
const PROGRESS_MS = 200;

/** The worker task: checks the file's type, reads it row by row and checks each row. */
export async function checkSheetTask(input: SheetCheckInput, emit: (event: SheetCheckEvent) => void): Promise<SheetCheckResult> {
  const target = typeof input.target === 'string' ? entityByName(input.target) : input.target;
  if (!target) throw new Error(`no entity named ${String(input.target)}`);
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  // this thread's environment is its own: exceljs's temporary files go to the task's folder
  const tmpDir = process.env.TMPDIR;
  process.env.TMPDIR = input.tmpDir;
  try {
    const detected = data.length ? ((await fileTypeFromBuffer(data))?.mime ?? (isText(data) ? 'text/csv' : undefined)) : undefined;
    const problems = uploadProblems({ fileName: input.fileName, size: data.length, detected }, IMPORT_UPLOAD);
    if (problems.length) return { refused: problems };
    const checker = new SheetChecker(target, input.languages, input.values);
    let share = 0;
    let posted = performance.now();
    let header = false;
    for await (const { row, cells } of sheetRows(data, extensionOf(input.fileName!) as ImportFormat, { onBytes: (bytes) => (share = bytes / data.length) })) {
      if (!header) {
        // the first row is the header; a sheet starting lower has none
        if (row !== 1) throw new FileRefused(importMessages.noHeader);
        checker.setHeader(cells);
        header = true;
        continue;
      }
      checker.add(row, cells);
      if (performance.now() - posted > PROGRESS_MS) {
        posted = performance.now();
        emit({ read: { rows: checker.total, share } });
      }
    }
    if (!header) throw new FileRefused(importMessages.noHeader);
    checker.finish();
    // only a file read to its end sends its rows (a refused one sends none), in slices
    const rows = checker.take();
    for (let at = 0; at < rows.length; at += ROWS_PER_EVENT) emit({ rows: rows.slice(at, at + ROWS_PER_EVENT) });
    return { problems: checker.report.problems, preview: checker.preview() };
  } catch (e) {
    if (e instanceof FileRefused) return { refused: e.items };
    throw e;
  } finally {
    if (tmpDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpDir;
  }
}
