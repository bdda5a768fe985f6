// The worker task of an export (server/workers/file-worker.ts): the list's rows, as the database
// wrote them (one JSON text), become the file row by row, CSV lines or an XLSX written by exceljs's
// streaming writer, and the file's bytes go back to the main thread in chunks as they are made,
// so neither the rows nor the file are ever handled whole on the request's event loop.
import { Writable } from 'node:stream';
import { entityByName } from '../../contract/entities';
import { csvLines } from '../../contract/csv';
import { exportCell, exportColumns, neutraliseCell, type ImportFormat } from '../../contract/import';
import type { Emit } from '../workers/file-worker';
import type { Cell } from './entity-export';

/** What the main thread hands the worker. */
export interface ExportWriteInput {
  entity: string;
  format: ImportFormat;
  /** the list's answer as the database wrote it: `{data, count}` */
  json: string;
}

/** A piece of the file; the task's result is the number of rows written. */
export interface ExportChunk {
  chunk: Uint8Array;
}

/** Bytes gathered before a chunk is handed to the main thread. */
const CHUNK_BYTES = 64 * 1024;
/** Rows written as CSV at once. */
const CSV_ROWS = 500;

export async function writeExportTask(input: ExportWriteInput, emit: Emit): Promise<number> {
  const decl = entityByName(input.entity);
  if (!decl) throw new Error(`no entity named ${input.entity}`);
  const { data } = JSON.parse(input.json) as { data: Record<string, unknown>[] };
  const columns = exportColumns(decl);
  const header = [decl.id, ...columns.map((c) => c.label)];
  const cells = (row: Record<string, unknown>): Cell[] => [row[decl.id] as number, ...columns.map((c) => exportCell(c.def, row[c.name]))].map(neutraliseCell);

  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (!size) return;
    const chunk = new Uint8Array(size);
    let at = 0;
    for (const b of pending) {
      chunk.set(b, at);
      at += b.length;
    }
    pending = [];
    size = 0;
    emit({ chunk } satisfies ExportChunk, [chunk.buffer]);
  };
  const push = (b: Buffer) => {
    pending.push(b);
    size += b.length;
    if (size >= CHUNK_BYTES) flush();
  };

  if (input.format === 'csv') {
    // UTF-8 with a byte order mark (so Excel reads accents), then the one CSV writer (contract/csv.ts)
    push(Buffer.from('\uFEFF' + csvLines([header]), 'utf8'));
    for (let at = 0; at < data.length; at += CSV_ROWS) push(Buffer.from(csvLines(data.slice(at, at + CSV_ROWS).map(cells)), 'utf8'));
  } else {
    const { default: ExcelJS } = await import('exceljs');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        push(chunk);
        done();
      },
    });
    const finished = new Promise<void>((resolve, reject) => {
      sink.on('finish', resolve);
      sink.on('error', reject);
    });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(decl.label.slice(0, 31));
    sheet.columns = header.map((h) => ({ key: h, width: Math.max(12, h.length + 4) }));
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.commit();
    for (const row of data) sheet.addRow(cells(row)).commit();
    sheet.commit();
    await workbook.commit();
    await finished;
  }
  flush();
  return data.length;
}
