// Reading an uploaded XLSX or CSV row by row (docs/import.md, "Reading a file"). Runs in a worker
// thread of the file pool (server/workers), never on the request's event loop: the file is fed to
// the parser in slices, rows come out one at a time, and the reader stops as soon as its consumer
// stops (the row limit). An XLSX is a zip: what its parts inflate to is counted, all parts
// together, and reading stops past IMPORT_LIMITS.maxInflatedBytes.
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { Inflate, ZlibOptions } from 'node:zlib';
import { importMessages, IMPORT_LIMITS, type ImportFormat, type RawCell } from '../../contract/import';
import { FileRefused } from './sheet-check';

/** One row as the file holds it: its number in the file (the header is row 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: RawCell[];
}

export interface ReadOptions {
  /** bytes of the file consumed so far (progress) */
  onBytes?: (bytes: number) => void;
}

/** Slices a file is fed to a parser in: small enough that each parsing step is short. */
const SLICE = 64 * 1024;

function slices(data: Buffer, onBytes?: (bytes: number) => void): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= data.length) return void this.push(null);
      const end = Math.min(at + SLICE, data.length);
      this.push(data.subarray(at, end));
      at = end;
      onBytes?.(at);
    },
  });
}

/** The rows of a file, header first, read as they are needed. */
export function sheetRows(data: Buffer, format: ImportFormat, options: ReadOptions = {}): AsyncGenerator<SheetRow> {
  return format === 'csv' ? csvRows(data, options) : xlsxRows(data, options);
}

/** UTF-8 text without NUL bytes: what a CSV is (a binary renamed .csv is not). */
export function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

async function* csvRows(data: Buffer, { onBytes }: ReadOptions): AsyncGenerator<SheetRow> {
  const { parse } = await import('csv-parse');
  const input = slices(data, onBytes);
  const parser = input.pipe(parse({ bom: true, delimiter: csvDelimiter(data), relax_column_count: true, skip_empty_lines: false }));
  let row = 0;
  const records = parser[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<string[]>;
      try {
        next = await records.next();
      } catch {
        throw new FileRefused(importMessages.unreadable);
      }
      if (next.done) return;
      yield { row: ++row, cells: next.value };
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
}

/** Spreadsheets set to a comma-decimal locale write `;` between cells: the header line tells. */
function csvDelimiter(data: Buffer): string {
  const head = data.subarray(0, SLICE).toString('utf8').replace(/^\uFEFF/, '');
  const first = head.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

/**
 * What the parts of the XLSX being read may still inflate to. exceljs reads a workbook through
 * unzipper, which inflates every part with zlib.createInflateRaw and offers no hook of its own;
 * this worker thread's zlib is wrapped once so that every inflated byte is counted while a budget
 * is set (a worker runs one task at a time, so one budget at a time). Past it, the part stops
 * inflating and the reader is told (an error on the part alone would leave exceljs waiting).
 */
let budget: { left: number; spent: () => void } | undefined;
const zlib = createRequire(import.meta.url)('node:zlib') as typeof import('node:zlib');
const createInflateRaw = zlib.createInflateRaw;
// read-only but configurable: redefined in this worker thread only (this module never loads on the main thread)
Object.defineProperty(zlib, 'createInflateRaw', {
  value: (options?: ZlibOptions): Inflate => {
    const inflate = createInflateRaw(options);
    const counted = budget;
    if (counted) {
      inflate.on('data', (chunk: Buffer) => {
        counted.left -= chunk.length;
        if (counted.left >= 0) return;
        inflate.destroy();
        counted.spent();
      });
    }
    return inflate;
  },
});

async function* xlsxRows(data: Buffer, { onBytes }: ReadOptions): AsyncGenerator<SheetRow> {
  const { default: ExcelJS } = await import('exceljs');
  const input = slices(data, onBytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const tooBig = new FileRefused(importMessages.tooBig(IMPORT_LIMITS.maxInflatedBytes));
  const spent = new Promise<never>((_resolve, reject) => {
    budget = { left: IMPORT_LIMITS.maxInflatedBytes, spent: () => reject(tooBig) };
  });
  spent.catch(() => undefined);
  /** The next item of exceljs's iteration, or the refusal of a file that inflates too much or cannot be read. */
  const next = async <T>(items: AsyncIterator<T>): Promise<IteratorResult<T>> => {
    try {
      return await Promise.race([items.next(), spent]);
    } catch (e) {
      throw e instanceof FileRefused ? e : new FileRefused(importMessages.unreadable);
    }
  };
  try {
    const sheets = reader[Symbol.asyncIterator]();
    for (;;) {
      const sheet = await next(sheets);
      if (sheet.done) throw new FileRefused(importMessages.noHeader);
      // the workbook's first sheet (parts may come in another order); order unknown: the first read
      const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0]?.name;
      const name = (sheet.value as unknown as { name?: string }).name;
      if (first && name && first !== name) continue;
      const rows = sheet.value[Symbol.asyncIterator]();
      for (;;) {
        const row = await next(rows);
        if (row.done) return;
        yield { row: row.value.number, cells: (row.value.values as unknown[]).slice(1).map(xlsxCell) };
      }
    }
  } finally {
    budget = undefined;
    input.destroy();
  }
}

/** An exceljs cell value as a plain cell: rich text joined, a formula's result, a link's text. */
function xlsxCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return xlsxCell(v.result);
  if (v.text !== undefined) return xlsxCell(v.text);
  return null;
}
