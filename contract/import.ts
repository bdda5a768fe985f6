// Importing and exporting rows of any importable entity (docs/import.md): the limits, the texts,
// the report's shape, how a file's header names fields and how a cell becomes a field's value.
// Pure: the server reads files with it, the screen shows what it answers.
import type { EntityDeclaration } from './entity';
import { fieldLabel, type FieldDef } from './fields';
import type { UploadRule } from './uploads';
import { parseIdValue, parseNumberValue } from './validate';

export const IMPORT_LIMITS = {
  /** the largest file accepted */
  maxBytes: 10 * 1024 * 1024,
  /** data rows a file may hold (the header row not counted) */
  maxRows: 20_000,
  /** parsed rows a preview sends back */
  previewRows: 50,
  /** problems a report lists at most (a file with a wrong column would list one per row) */
  maxProblems: 500,
  /** bytes an XLSX may inflate to, all its parts together (a zip of a few MB can hold gigabytes) */
  maxInflatedBytes: 100 * 1024 * 1024,
  /** columns a header may name (blank cells after the last name not counted) */
  maxColumns: 1000,
  /** seconds the server may spend reading and checking one file */
  maxSeconds: 60,
} as const;

/** Rows an export holds at most (the list's filters choose which; sorted as the list is). */
export const EXPORT_MAX_ROWS = 10_000;

export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const FILE_MIME: Record<ImportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * What an import file must be: its extension and its bytes agree (an XLSX is a workbook, a CSV is
 * UTF-8 text; a renamed picture or program is refused), within the size limit.
 */
export const IMPORT_UPLOAD: UploadRule = {
  extensions: IMPORT_FORMATS,
  types: {
    xlsx: { detected: [FILE_MIME.xlsx], served: FILE_MIME.xlsx },
    csv: { detected: ['text/csv'], served: FILE_MIME.csv },
  },
  maxBytes: IMPORT_LIMITS.maxBytes,
};

/** The calls, under an entity's `/{service}/{rest}`. */
export const IMPORT_PATHS = { import: 'import', export: 'export' } as const;

/**
 * Where one import call stands, for the screen's bar while the server works: the screen names the
 * call with `?progress={id}` (PROGRESS_ID_PATTERN) and reads `GET /api/import/progress/{id}`
 * (importProgressPath). waiting: for a free reader (other files being read); reading: rows read so
 * far and the share of the file's bytes; checking: rows checked against the database; writing: rows
 * written of `total`.
 */
export const IMPORT_PHASES = ['waiting', 'reading', 'checking', 'writing'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export interface ImportProgress {
  phase: ImportPhase;
  /** rows read, checked or written so far */
  rows: number;
  /** rows in all, once known */
  total: number | null;
  /** share of the file read, 0 to 1, while reading */
  share: number | null;
}

/** An import call's progress id: 22 base64url characters (128 random bits made by the screen). */
export const PROGRESS_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The progress call, on the api service: `GET /api/import/progress/{id}` (the caller's own imports only). */
export const IMPORT_PROGRESS_SERVICE = 'api';
export const importProgressPath = (id: string): string => `import/progress/${id}`;

/** The screen of an importable entity: `/{permission}/import` (contract/screen-paths.ts). */
export const IMPORT_SCREEN = 'import';

/** Texts of the import and export calls (not in the spec). */
export const importMessages = {
  unknownColumn: 'Unknown column: name a field by its label or name.',
  repeatedColumn: 'This column appears twice.',
  noHeader: 'The first row must name the columns.',
  noRows: 'The file holds no rows under its header.',
  tooManyRows: (max: number) => `The file holds more than ${max} rows: split it.`,
  boolean: 'Use yes, no, true, false, 1 or 0.',
  json: 'Write this column as JSON.',
  unreadable: 'The file cannot be read as a spreadsheet.',
  tooBig: (maxBytes: number) => `The file holds more than ${maxBytes / 1024 / 1024} MB once unzipped: split it.`,
  tooManyColumns: (max: number) => `The first row names more than ${max} columns.`,
  tooSlow: 'The file took too long to read: split it.',
  busy: 'The server is busy with other files: try again in a minute.',
  progressId: 'A progress id is 22 letters, digits, - or _.',
  noProgress: 'No import of yours with this progress id is running.',
  duplicateInFile: (row: number) => `The same value as row ${row}.`,
  format: `Use one of: ${IMPORT_FORMATS.join(', ')}.`,
} as const;

/** One problem of a file: its row as numbered in the file (the header is row 1) and its column as headed. */
export interface ImportProblem {
  row: number;
  column: string;
  msg: string;
}

/** The 422 items of a refused import: the usual `{path, msg}` plus the row and the column. */
export interface ImportErrorItem extends ImportProblem {
  path: string;
}

/** What a preview answers: the first rows as they would be written, every problem, the row count. */
export interface ImportPreview {
  /** the file's header */
  columns: string[];
  /** the first rows: their number in the file and each column's value as read */
  rows: { row: number; cells: unknown[] }[];
  /** rows the file holds (blank rows not counted) */
  total: number;
  problems: ImportProblem[];
}

export interface ImportResult {
  imported: number;
}

/** A language a per-language column may name by its code: `name (en)`. */
export interface ImportLanguage {
  languageId: number;
  code: string;
}

/**
 * Where a column's cells go in a row's body: a path of field names, list positions and, for a list
 * of per-language items, `{languageId}` (the item of that language).
 */
export type BodyStep = string | number | { languageId: number };

export type ColumnTarget =
  | { kind: 'field'; column: string; path: BodyStep[]; def: FieldDef }
  /** the record's id and dates: written by the server, so an exported file imports back */
  | { kind: 'ignored'; column: string };

const norm = (text: string) => text.trim().toLowerCase();
const SERVER_COLUMNS = ['id', 'deleted', 'dateadded', 'datemodified', 'date added', 'date modified'];

/** A field of `fields` named by its name or its label, case-insensitive. */
function fieldNamed(fields: Record<string, FieldDef>, text: string): [string, FieldDef] | undefined {
  const wanted = norm(text);
  return Object.entries(fields).find(([name, def]) => !def.readOnly && (norm(name) === wanted || norm(fieldLabel(name, def)) === wanted));
}

/** A list whose items are per language (they hold a `languageId`): product descriptions. */
export const isLanguageList = (def: FieldDef): boolean => def.type === 'list' && !!def.fields?.languageId;

/**
 * What one header cell names: a field by label or name (`Price`, `price`), a server column
 * (ignored), a per-language item field by its language's code (`Name (en)`), or a dotted path as
 * the API's bodies write it (`address.city`, `productOptions.0.required`), where the number in a
 * per-language list is the language's id (`descriptions.1.name`).
 */
export function columnTarget(decl: Pick<EntityDeclaration, 'id' | 'fields'>, header: string, languages: readonly ImportLanguage[]): ColumnTarget | undefined {
  const column = header.trim();
  const wanted = norm(column);
  if (SERVER_COLUMNS.includes(wanted) || wanted === norm(decl.id)) return { kind: 'ignored', column };
  const top = fieldNamed(decl.fields, column);
  if (top) return { kind: 'field', column, path: [top[0]], def: top[1] };

  const byCode = /^(.*)\(([^()]+)\)$/.exec(column);
  if (byCode) {
    const language = languages.find((l) => norm(l.code) === norm(byCode[2]));
    const lists = Object.entries(decl.fields).filter(([, def]) => isLanguageList(def));
    for (const [listName, listDef] of lists) {
      const sub = fieldNamed(listDef.fields!, byCode[1]);
      if (language && sub && sub[0] !== 'languageId') return { kind: 'field', column, path: [listName, { languageId: language.languageId }, sub[0]], def: sub[1] };
    }
  }

  const parts = column.split('.').map((p) => p.trim());
  if (parts.length < 2) return undefined;
  let fields: Record<string, FieldDef> | undefined = decl.fields;
  let def: FieldDef | undefined;
  const path: BodyStep[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (def?.type === 'list') {
      const n = Number(parts[i]);
      if (!/^\d+$/.test(parts[i]) || !Number.isSafeInteger(n)) return undefined;
      path.push(isLanguageList(def) ? { languageId: n } : n);
      fields = def.fields;
      def = undefined;
      if (!fields) return undefined;
      continue;
    }
    const found: [string, FieldDef] | undefined = fields ? fieldNamed(fields, parts[i]) : undefined;
    if (!found) return undefined;
    const next: FieldDef = found[1];
    path.push(found[0]);
    def = next;
    fields = next.type === 'object' ? next.fields : undefined;
  }
  return def ? { kind: 'field', column, path, def } : undefined;
}

/** A raw cell as a file gives it: text (CSV, XLSX text), a number, a boolean or a date (XLSX). */
export type RawCell = string | number | boolean | Date | null | undefined;

const BOOLEAN_TEXT: Record<string, boolean> = { yes: true, no: false, true: true, false: false, '1': true, '0': false };

export type CellResult = { value: unknown } | { problem: string } | { blank: true };

const isBlankCell = (raw: RawCell) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
const textOf = (raw: RawCell): string => (raw instanceof Date ? raw.toISOString() : String(raw)).trim();

/** A scalar cell as the field's type reads it; what does not fit is passed on for validateFields to name. */
function scalarValue(type: FieldDef['type'], raw: Exclude<RawCell, null | undefined>): CellResult {
  switch (type) {
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      const b = BOOLEAN_TEXT[norm(textOf(raw))];
      return b === undefined ? { problem: importMessages.boolean } : { value: b };
    }
    case 'integer':
    case 'number':
      if (typeof raw === 'number') return { value: raw };
      return { value: parseNumberValue(textOf(raw), type === 'integer') ?? textOf(raw) };
    case 'reference':
      return { value: parseIdValue(typeof raw === 'number' ? raw : textOf(raw)) ?? textOf(raw) };
    case 'datetime':
      return { value: textOf(raw) };
    default:
      // text fields keep a number's own spelling (a model "0012" typed as text stays as written)
      return { value: typeof raw === 'string' ? raw : textOf(raw) };
  }
}

/**
 * A cell as the value of its field: numbers and ids from text, booleans from yes/no/true/false/1/0,
 * a list of plain values (ids of references, emails) from comma-separated text, an object or a list
 * of items from JSON text. Blank: the field is left out (its default applies).
 */
export function cellValue(def: FieldDef, raw: RawCell): CellResult {
  if (isBlankCell(raw)) return { blank: true };
  const cell = raw as Exclude<RawCell, null | undefined>;
  if (def.type === 'list' && def.of) {
    const items = textOf(cell).split(',').map((s) => s.trim()).filter(Boolean);
    const values: unknown[] = [];
    for (const item of items) {
      const one = scalarValue(def.of, item);
      if ('problem' in one) return one;
      if ('value' in one) values.push(one.value);
    }
    return { value: values };
  }
  if (def.type === 'object' || def.type === 'list') {
    try {
      return { value: JSON.parse(textOf(cell)) };
    } catch {
      return { problem: importMessages.json };
    }
  }
  return scalarValue(def.type, cell);
}

/**
 * Sets a value at a column's path in a row's body, creating objects and list items on the way; the
 * item of a language is found (or added) by its `languageId`. Returns the API path it wrote
 * (`descriptions.0.name`), which validation items name.
 */
export function setAtPath(body: Record<string, unknown>, path: readonly BodyStep[], value: unknown): string {
  let node: Record<string, unknown> | unknown[] = body;
  const written: (string | number)[] = [];
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const last = i === path.length - 1;
    const nextIsList = !last && (typeof path[i + 1] === 'number' || typeof path[i + 1] === 'object');
    if (typeof step === 'object') {
      const list = node as Record<string, unknown>[];
      let at = list.findIndex((item) => item && item.languageId === step.languageId);
      if (at < 0) at = list.push({ languageId: step.languageId }) - 1;
      written.push(at);
      node = list[at];
      continue;
    }
    written.push(step);
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[step] = value;
      break;
    }
    if (container[step] === undefined || container[step] === null || typeof container[step] !== 'object') container[step] = nextIsList ? [] : {};
    node = container[step] as Record<string, unknown> | unknown[];
  }
  return written.join('.');
}

/** The column an API path's problem belongs to: the column that wrote the longest prefix of it. */
export function columnOfPath(path: string, written: ReadonlyMap<string, string>, fallback: string): string {
  let best: string | undefined;
  let bestLength = -1;
  for (const [p, column] of written) {
    if ((path === p || path.startsWith(p + '.') || p.startsWith(path + '.')) && p.length > bestLength) {
      best = column;
      bestLength = p.length;
    }
  }
  return best ?? fallback;
}

/** The header of an export: the label of every field a file can carry back in. */
export function exportColumns(decl: Pick<EntityDeclaration, 'fields'>): { name: string; label: string; def: FieldDef }[] {
  return Object.entries(decl.fields)
    .filter(([, def]) => !def.readOnly && !def.writeOnly && def.type !== 'password')
    .map(([name, def]) => ({ name, label: fieldLabel(name, def), def }));
}

/** A value as an export's cell: lists of plain values comma-separated, objects and item lists as JSON. */
export function exportCell(def: FieldDef, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (def.type === 'list' && def.of && Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value as string | number | boolean;
}

// Spreadsheet programs run a text cell starting with one of these as a formula (CSV/formula
// injection); tab and CR are how such a cell hides its start. A CSV opened where the list separator
// is another one (; in much of Europe, tab, |, the Arabic comma or semicolon) cuts a cell there, so
// a formula character right after any such separator, or a line break, starts a cell as well.
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;|\t\r\n\u060C\u061B])(?=[=+\-@])/g;

/**
 * A text cell a spreadsheet could read as a formula, whole or cut at any locale's separator, gets a
 * single quote before each such formula character (and before a leading tab or CR); numbers stay
 * numbers. The orders export (src/features/orders/export) and the dashboard's CSV use it too.
 */
export const neutraliseCell = <T>(cell: T): T | string => {
  if (typeof cell !== 'string') return cell;
  const text = cell.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** The file name of an export: `products-2026-11-23.xlsx`. */
export const exportFileName = (label: string, format: ImportFormat, now = new Date()): string =>
  `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export'}-${now.toISOString().slice(0, 10)}.${format}`;
