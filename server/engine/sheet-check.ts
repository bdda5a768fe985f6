// Checking a sheet's rows against their target as they are read (docs/import.md): the header mapped
// to fields, each data row read into a body and validated as a create (contract/validate.ts), the
// first rows kept for the preview. Run by the worker's task (sheet-task.ts); what needs the
// database (references, unique values, hooks) is the main thread's, once the rows are back. Pure:
// no file, no database, no request.
import type { EntityDeclaration } from '../../contract/entity';
import { fieldLabel } from '../../contract/fields';
import {
  cellValue,
  columnOfPath,
  columnTarget,
  IMPORT_LIMITS,
  importMessages,
  setAtPath,
  type ColumnTarget,
  type ImportLanguage,
  type ImportPreview,
  type ImportProblem,
  type RawCell,
} from '../../contract/import';
import { validateFields, type ValidationItem } from '../../contract/validate';

type Row = Record<string, unknown>;

/** The file as a whole is refused: a 422 `[{path: 'file', msg}]` once back on the main thread. */
export class FileRefused extends Error {
  readonly items: ValidationItem[];
  constructor(msg: string) {
    super(msg);
    this.items = [{ path: 'file', msg }];
  }
}

/** What a target reads a sheet into: its id name and its fields (an entity, or purchase lines). */
export type SheetTarget = Pick<EntityDeclaration, 'id' | 'fields'>;

/** One data row ready to write: its number in the file, its validated values. */
export interface CheckedRow {
  row: number;
  values: Row;
  /** API paths the row's cells wrote, by column (to name the column of a later problem) */
  written: Map<string, string>;
}

/** Collects problems up to the report's cap. */
export class Report {
  readonly problems: ImportProblem[] = [];
  constructor(problems: ImportProblem[] = []) {
    for (const p of problems) this.add(p.row, p.column, p.msg);
  }
  add(row: number, column: string, msg: string) {
    if (this.problems.length < IMPORT_LIMITS.maxProblems) this.problems.push({ row, column, msg });
  }
  get empty() {
    return this.problems.length === 0;
  }
}

/** Values every row gets: `fixed` as they are; `joined` added to the row's own list (a customer import into a group). */
export interface RowValues {
  fixed?: Row;
  joined?: Record<string, string | number>;
}

/** The column a problem is shown under when no column wrote its path: the field's label. */
export function fallbackColumn(fields: SheetTarget['fields'], path: string): string {
  const name = path.split('.')[0];
  const def = fields[name];
  return def ? fieldLabel(name, def) : name;
}

const isBlank = (c: RawCell) => c === null || c === undefined || String(c).trim() === '';

/**
 * A sheet's rows read against a target as they come: header problems are row 1's, blank rows are
 * skipped, row numbers are the file's; past IMPORT_LIMITS.maxRows rows the file is refused at once.
 */
export class SheetChecker {
  readonly report = new Report();
  /** checked rows not yet handed on */
  private pending: CheckedRow[] = [];
  private header: string[] = [];
  private columns: (ColumnTarget | undefined)[] = [];
  private readonly fixed: Row;
  /** the column each joined field's value is added to (absent: the value is fixed) */
  private joinedAt: [number, string][] = [];
  private readonly previewRows: ImportPreview['rows'] = [];
  total = 0;

  constructor(
    private readonly target: SheetTarget,
    private readonly languages: readonly ImportLanguage[],
    private readonly values: RowValues = {},
  ) {
    this.fixed = { ...values.fixed };
  }

  /** The header row (row 1): what each column names; unknown and repeated columns are problems of row 1. */
  setHeader(cells: RawCell[]): void {
    let last = cells.length;
    while (last > 0 && isBlank(cells[last - 1])) last--;
    if (!last) throw new FileRefused(importMessages.noHeader);
    if (last > IMPORT_LIMITS.maxColumns) throw new FileRefused(importMessages.tooManyColumns(IMPORT_LIMITS.maxColumns));
    this.header = cells.slice(0, last).map((h) => (h === null || h === undefined ? '' : h instanceof Date ? h.toISOString() : String(h).trim()));
    const seen = new Set<string>();
    this.columns = this.header.map((text) => {
      if (!text) return undefined;
      const column = columnTarget(this.target, text, this.languages);
      if (!column) {
        this.report.add(1, text, importMessages.unknownColumn);
        return undefined;
      }
      if (column.kind === 'ignored') return column;
      const key = JSON.stringify(column.path);
      if (seen.has(key)) {
        this.report.add(1, text, importMessages.repeatedColumn);
        return undefined;
      }
      seen.add(key);
      return column;
    });
    for (const [field, value] of Object.entries(this.values.joined ?? {})) {
      const at = this.columns.findIndex((c) => c?.kind === 'field' && c.path.length === 1 && c.path[0] === field);
      if (at >= 0) this.joinedAt.push([at, String(value)]);
      else this.fixed[field] = [value];
    }
  }

  /** One row of the file after the header. */
  add(row: number, raw: RawCell[]): void {
    if (!raw.some((c) => !isBlank(c))) return;
    if (++this.total > IMPORT_LIMITS.maxRows) throw new FileRefused(importMessages.tooManyRows(IMPORT_LIMITS.maxRows));
    const cells = this.joinedAt.length ? this.join(raw) : raw;
    if (this.previewRows.length < IMPORT_LIMITS.previewRows) {
      this.previewRows.push({ row, cells: this.header.map((_h, i) => shownCell(this.columns[i], cells[i])) });
    }
    const checked = this.check(row, cells);
    if (checked) this.pending.push(checked);
  }

  /** The row's own list cell with the joined value added (the preview shows it). */
  private join(raw: RawCell[]): RawCell[] {
    const out = [...raw];
    for (const [at, value] of this.joinedAt) {
      const own = isBlank(raw[at]) ? [] : String(raw[at]).split(',').map((s) => s.trim()).filter(Boolean);
      if (!own.includes(value)) own.push(value);
      out[at] = own.join(', ');
    }
    return out;
  }

  /** A row's body from its cells, validated as a create; undefined when it has a problem. */
  private check(row: number, cells: RawCell[]): CheckedRow | undefined {
    const body: Row = { ...this.fixed };
    const written = new Map<string, string>();
    const failed = new Set<string>();
    this.columns.forEach((column, i) => {
      if (column?.kind !== 'field') return;
      const read = cellValue(column.def, cells[i]);
      if ('problem' in read) {
        this.report.add(row, column.column, read.problem);
        failed.add(column.column);
      } else if ('value' in read) {
        written.set(setAtPath(body, column.path, read.value), column.column);
      }
    });
    const { value, errors } = validateFields(this.target.fields, body, 'create');
    for (const e of errors) {
      const column = columnOfPath(e.path, written, fallbackColumn(this.target.fields, e.path));
      if (!failed.has(column)) this.report.add(row, column, e.msg);
    }
    return errors.length || failed.size ? undefined : { row, values: value, written };
  }

  /** The checked rows since the last call. */
  take(): CheckedRow[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** After the last row: a file without rows is a problem of row 2. */
  finish(): void {
    if (!this.total) this.report.add(2, this.header[0] ?? '', importMessages.noRows);
  }

  /** The preview without its problems (the caller adds them once the database checks ran). */
  preview(): Omit<ImportPreview, 'problems'> {
    return { columns: this.header, rows: this.previewRows, total: this.total };
  }
}

/** A cell as the preview shows it: the value its field reads, or the text as written when it does not fit. */
function shownCell(target: ColumnTarget | undefined, raw: RawCell): unknown {
  if (raw === null || raw === undefined) return null;
  const text = raw instanceof Date ? raw.toISOString() : raw;
  if (target?.kind !== 'field') return text;
  const read = cellValue(target.def, raw);
  return 'value' in read ? read.value : text;
}

