// Importing rows of an importable entity from an XLSX or CSV file (docs/import.md): the file is
// checked by extension and bytes, its header names fields, each row is validated as a create is
// (contract/validate.ts, then the entity's hooks inside the transaction), and only a file without
// any problem is written: every row in one transaction, inserted in batches, audited, hooks run.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { sql, type RawBuilder } from 'kysely';
import { entityByName } from '../../contract/entities';
import type { EntityDeclaration } from '../../contract/entity';
import { fieldLabel } from '../../contract/fields';
import {
  cellValue,
  columnOfPath,
  columnTarget,
  IMPORT_LIMITS,
  IMPORT_UPLOAD,
  importMessages,
  isLanguageList,
  setAtPath,
  type ColumnTarget,
  type ImportErrorItem,
  type ImportFormat,
  type ImportLanguage,
  type ImportPreview,
  type ImportProblem,
  type RawCell,
} from '../../contract/import';
import { messages } from '../../contract/messages';
import { extensionOf, uploadMessages, uploadProblems } from '../../contract/uploads';
import { validateFields } from '../../contract/validate';
import { hashPassword } from '../auth/password';
import { openObject, responses, type JsonSchema } from '../http/schemas';
import type { Db } from '../db/database';
import { columnName } from '../db/entity-sync';
import { ValidationError } from '../http/errors';
import type { Actor, EntityHooks, WriteTarget } from './entity-hooks';
import { inTransaction, translateDbError, type EntityRepository, type Row, type Trx } from './entity.repository';

/** A sheet as read: the header row, then the data rows, each cell as the file gave it. */
export interface Sheet {
  header: string[];
  rows: RawCell[][];
}

const refuseFile = (msg: string) => new ValidationError([{ path: 'file', msg }]);

/** The one file part of a multipart request, read whole within the size limit and checked by extension and bytes. */
export async function readUploadedSheet(req: FastifyRequest): Promise<Sheet> {
  if (!req.isMultipart()) throw refuseFile(uploadMessages.sendAsFile);
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 } });
  } catch {
    throw refuseFile(uploadMessages.sendAsFile);
  }
  if (!part || part.fieldname !== 'file') throw refuseFile(uploadMessages.sendAsFile);
  const data = await part.toBuffer().catch(() => {
    throw refuseFile(uploadMessages.tooLarge(IMPORT_LIMITS.maxBytes));
  });
  if (part.file.truncated) throw refuseFile(uploadMessages.tooLarge(IMPORT_LIMITS.maxBytes));
  const detected = data.length ? ((await fileTypeFromBuffer(data))?.mime ?? (isText(data) ? 'text/csv' : undefined)) : undefined;
  const problems = uploadProblems({ fileName: part.filename, size: data.length, detected }, IMPORT_UPLOAD);
  if (problems.length) throw new ValidationError(problems);
  return readSheet(data, extensionOf(part.filename) as ImportFormat);
}

/** UTF-8 text without NUL bytes: what a CSV is (a binary renamed .csv is not). */
function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The rows of a file; the header row trimmed, data cells as the file holds them. */
export async function readSheet(data: Buffer, format: ImportFormat): Promise<Sheet> {
  const table = format === 'csv' ? await readCsv(data) : await readXlsx(data);
  const [header = [], ...rows] = table;
  if (!header.some((h) => h !== null && h !== undefined && String(h).trim() !== '')) throw refuseFile(importMessages.noHeader);
  return { header: header.map((h) => (h === null || h === undefined ? '' : h instanceof Date ? h.toISOString() : String(h).trim())), rows };
}

async function readCsv(data: Buffer): Promise<RawCell[][]> {
  const { parse } = await import('csv-parse/sync');
  const text = data.toString('utf8');
  try {
    return parse(text, { bom: true, delimiter: csvDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw refuseFile(importMessages.unreadable);
  }
}

/** Spreadsheets set to a comma-decimal locale write `;` between cells: the header line tells. */
function csvDelimiter(text: string): string {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

async function readXlsx(data: Buffer): Promise<RawCell[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw refuseFile(importMessages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuseFile(importMessages.noHeader);
  const rows: RawCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = (row.values as unknown[]).slice(1).map(xlsxCell);
    rows[n - 1] = values;
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
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
  add(row: number, column: string, msg: string) {
    if (this.problems.length < IMPORT_LIMITS.maxProblems) this.problems.push({ row, column, msg });
  }
  get empty() {
    return this.problems.length === 0;
  }
}

/** What a target reads a sheet into: its id name and its fields (an entity, or purchase lines). */
export type SheetTarget = Pick<EntityDeclaration, 'id' | 'fields'>;

/** A sheet read against a target: each data row's values (undefined when it has a problem), the report, the preview. */
export interface SheetCheck {
  checked: (CheckedRow | undefined)[];
  report: Report;
  preview: () => ImportPreview;
}

/**
 * Reads a sheet's rows into bodies of the target's fields and validates each as a create
 * (contract/validate.ts): header problems are row 1's, blank rows are skipped, row numbers are the
 * file's. What needs the database (references, unique values, hooks) is the writer's to check.
 */
export function checkSheet(target: SheetTarget, sheet: Sheet, languages: readonly ImportLanguage[], fixed?: Row): SheetCheck {
  const report = new Report();
  const columns = mapHeader(target, sheet.header, languages, report);
  const dataRows = sheet.rows
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c !== null && c !== undefined && String(c).trim() !== ''));
  if (dataRows.length > IMPORT_LIMITS.maxRows) throw refuseFile(importMessages.tooManyRows(IMPORT_LIMITS.maxRows));
  if (!dataRows.length) report.add(2, sheet.header[0] ?? '', importMessages.noRows);
  const checked = dataRows.map(({ row, cells }) => checkRow(target, row, cells, columns, report, fixed));
  const preview = (): ImportPreview => ({
    columns: sheet.header,
    rows: dataRows.slice(0, IMPORT_LIMITS.previewRows).map(({ row, cells }) => ({
      row,
      cells: sheet.header.map((_h, i) => shownCell(columns[i], cells[i])),
    })),
    total: dataRows.length,
    problems: report.problems,
  });
  return { checked, report, preview };
}

/** Languages per-language columns may name by code, when the fields hold such a list. */
export async function sheetLanguages(db: Db, fields: SheetTarget['fields']): Promise<ImportLanguage[]> {
  const language = entityByName('language');
  if (!language || !Object.values(fields).some(isLanguageList)) return [];
  const { rows } = await sql<ImportLanguage>`SELECT id AS "languageId", code FROM ${sql.table(language.table)} WHERE NOT deleted`.execute(db);
  return rows;
}

/** What each header cell names; unknown and repeated columns are problems of row 1. */
function mapHeader(target: SheetTarget, header: string[], languages: readonly ImportLanguage[], report: Report): (ColumnTarget | undefined)[] {
  const seen = new Set<string>();
  return header.map((text) => {
    if (!text) return undefined;
    const column = columnTarget(target, text, languages);
    if (!column) {
      report.add(1, text, importMessages.unknownColumn);
      return undefined;
    }
    if (column.kind === 'ignored') return column;
    const key = JSON.stringify(column.path);
    if (seen.has(key)) {
      report.add(1, text, importMessages.repeatedColumn);
      return undefined;
    }
    seen.add(key);
    return column;
  });
}

/** A row's body from its cells, validated as a create; undefined when it has a problem. */
function checkRow(target: SheetTarget, row: number, cells: RawCell[], columns: (ColumnTarget | undefined)[], report: Report, fixed?: Row): CheckedRow | undefined {
  const body: Row = { ...fixed };
  const written = new Map<string, string>();
  const failed = new Set<string>();
  columns.forEach((column, i) => {
    if (column?.kind !== 'field') return;
    const read = cellValue(column.def, cells[i]);
    if ('problem' in read) {
      report.add(row, column.column, read.problem);
      failed.add(column.column);
    } else if ('value' in read) {
      written.set(setAtPath(body, column.path, read.value), column.column);
    }
  });
  const { value, errors } = validateFields(target.fields, body, 'create');
  for (const e of errors) {
    const column = columnOfPath(e.path, written, fallbackColumn(target.fields, e.path));
    if (!failed.has(column)) report.add(row, column, e.msg);
  }
  return errors.length || failed.size ? undefined : { row, values: value, written };
}

/** The column a problem is shown under when no column wrote its path: the field's label. */
function fallbackColumn(fields: SheetTarget['fields'], path: string): string {
  const name = path.split('.')[0];
  const def = fields[name];
  return def ? fieldLabel(name, def) : name;
}

/** Rolls a preview's transaction back once its checks ran. */
class PreviewDone extends Error {}

export interface ImportOptions {
  /** check and answer the preview; write nothing */
  preview: boolean;
  /** values every row gets (a customer import into one group) */
  fixed?: Row;
}

/**
 * The import engine of one declaration. It writes beside the repository's per-row create, in
 * batches, with the same checks, hooks and audit entries (docs/import.md, "Writing in batches").
 */
export class EntityImporter {
  private readonly db: Db;
  private readonly hooks: EntityHooks;

  constructor(
    readonly decl: EntityDeclaration,
    repo: EntityRepository,
  ) {
    this.db = repo.db;
    this.hooks = repo.rules;
  }

  /** Checks a sheet and, unless previewing, writes it: `{imported}`, a preview, or a 422 naming row, column and rule. */
  async run(sheet: Sheet, actor: Actor, options: ImportOptions): Promise<ImportPreview | { imported: number }> {
    const checkedSheet = checkSheet(this.decl, sheet, await sheetLanguages(this.db, this.decl.fields), options.fixed);
    const { checked, report } = checkedSheet;
    const fallback = (path: string) => fallbackColumn(this.decl.fields, path);

    try {
      return await inTransaction(this.db, async (tx) => {
        const valid = checked.filter((c): c is CheckedRow => c !== undefined);
        await this.checkReferences(tx.trx, valid, report);
        await this.checkUnique(tx.trx, valid, report);
        const ctx = { action: 'create' as const, actor, trx: tx.trx };
        if (this.hooks.validate) {
          for (const c of valid) {
            // a hook may also throw its refusal: it is that row's problem all the same
            const items = await this.hooks.validate(ctx, { id: null, before: null, values: c.values }).then(
              (found) => found ?? [],
              (e: unknown) => {
                if (e instanceof ValidationError) return e.items;
                throw e;
              },
            );
            for (const item of items) report.add(c.row, columnOfPath(item.path, c.written, fallback(item.path)), item.msg);
          }
        }
        if (options.preview) throw new PreviewDone();
        if (!report.empty) throw new ValidationError(errorItems(report.problems));
        const targets: WriteTarget[] = valid.map((c) => ({ id: null, before: null, values: c.values }));
        await this.hooks.beforeWrite?.(ctx, targets);
        const ids = await this.insert(tx.trx, valid.map((c) => c.values), actor);
        if (ids.length && this.hooks.afterCommit) tx.afterCommit(() => this.hooks.afterCommit!('create', ids));
        return { imported: ids.length };
      });
    } catch (e) {
      if (e instanceof PreviewDone) return checkedSheet.preview();
      throw translateDbError(e, this.decl);
    }
  }

  private columnOf(c: CheckedRow, field: string): string {
    return columnOfPath(field, c.written, fallbackColumn(this.decl.fields, field));
  }

  /** Reference fields naming rows that do not exist (the foreign key would refuse them). */
  private async checkReferences(trx: Trx, rows: CheckedRow[], report: Report): Promise<void> {
    for (const [field, def] of Object.entries(this.decl.fields)) {
      if (def.type !== 'reference' || !def.reference || def.readOnly) continue;
      const target = entityByName(def.reference);
      if (!target) continue;
      const ids = [...new Set(rows.map((r) => r.values[field]).filter((v): v is number => typeof v === 'number'))];
      if (!ids.length) continue;
      const { rows: found } = await sql<{ id: number }>`SELECT id FROM ${sql.table(target.table)} WHERE id = ANY(${ids})`.execute(trx);
      const exists = new Set(found.map((f) => Number(f.id)));
      for (const r of rows) {
        const id = r.values[field];
        if (typeof id === 'number' && !exists.has(id)) report.add(r.row, this.columnOf(r, field), messages.missingRecord);
      }
    }
  }

  /** Unique fields: twice in the file, or already stored (case-insensitive for text, as the index is). */
  private async checkUnique(trx: Trx, rows: CheckedRow[], report: Report): Promise<void> {
    for (const [field, def] of Object.entries(this.decl.fields)) {
      if (!def.unique || def.readOnly) continue;
      const text = typeof rows.find((r) => r.values[field] != null)?.values[field] === 'string';
      const keyOf = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : String(v));
      const first = new Map<string, number>();
      for (const r of rows) {
        const v = r.values[field];
        if (v === null || v === undefined) continue;
        const key = keyOf(v);
        const earlier = first.get(key);
        if (earlier !== undefined) report.add(r.row, this.columnOf(r, field), importMessages.duplicateInFile(earlier));
        else first.set(key, r.row);
      }
      if (!first.size) continue;
      const col = sql.id(columnName(field));
      const values = [...first.keys()];
      const { rows: taken } = text
        ? await sql<{ v: string }>`SELECT lower(${col}) AS v FROM ${sql.table(this.decl.table)} WHERE lower(${col}) = ANY(${values})`.execute(trx)
        : await sql<{ v: string }>`SELECT ${col}::text AS v FROM ${sql.table(this.decl.table)} WHERE ${col}::text = ANY(${values})`.execute(trx);
      for (const { v } of taken) {
        const row = first.get(String(v));
        const r = rows.find((x) => x.row === row);
        if (r) report.add(r.row, this.columnOf(r, field), messages.taken(field));
      }
    }
  }

  /**
   * Inserts the rows in batches: one statement each, the rows as one JSON parameter, their audit
   * entries (the record as the API returns it) written by the same statement from what it inserted.
   */
  private async insert(trx: Trx, rows: Row[], actor: Actor): Promise<number[]> {
    const fields = Object.entries(this.decl.fields).filter(([, def]) => !def.readOnly);
    const cols = fields.map(([name]) => sql.id(columnName(name)));
    const passwords = fields.filter(([, def]) => def.type === 'password').map(([name]) => name);
    const table = sql.table(this.decl.table);
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const records = await Promise.all(
        rows.slice(start, start + BATCH_ROWS).map(async (values) => {
          const record: Row = {};
          for (const [name] of fields) record[columnName(name)] = values[name] ?? null;
          for (const name of passwords) if (values[name]) record[columnName(name)] = await hashPassword(String(values[name]));
          return record;
        }),
      );
      const { rows: inserted } = await sql<{ id: number }>`
        WITH ins AS (
          INSERT INTO ${table} AS t (${sql.join(cols)})
          SELECT ${sql.join(cols)} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::json)
          RETURNING ${selection(this.decl)}
        ), audit AS (
          INSERT INTO audit_log (user_id, username, entity, entity_id, action, before, after)
          SELECT ${actor.userId || null}, ${actor.username}, ${this.decl.name}, ins.${sql.id(this.decl.id)}, 'create', NULL, to_jsonb(ins) FROM ins
        )
        SELECT ${sql.id(this.decl.id)} AS id FROM ins`.execute(trx);
      ids.push(...inserted.map((r) => Number(r.id)));
    }
    return ids;
  }
}

/** Rows per INSERT statement. */
const BATCH_ROWS = 1000;

/** An instant as JSON.stringify writes a Date (what the repository's audit entries hold). */
const isoText = (col: RawBuilder<unknown>) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A record as the API returns it, instants as ISO text: what the repository's create audits. */
function selection(decl: EntityDeclaration): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`t.id AS ${sql.id(decl.id)}`,
    sql`t.deleted`,
    sql`${isoText(sql`t.date_added`)} AS "dateAdded"`,
    sql`${isoText(sql`t.date_modified`)} AS "dateModified"`,
  ];
  for (const [name, def] of Object.entries(decl.fields)) {
    if (def.writeOnly || def.readOnly) continue;
    const col = sql`t.${sql.id(columnName(name))}`;
    parts.push(sql`${def.type === 'datetime' ? isoText(col) : col} AS ${sql.id(name)}`);
    const target = def.type === 'reference' && def.as && def.reference ? entityByName(def.reference) : undefined;
    if (target && def.as) {
      parts.push(sql`(SELECT r.${sql.id(columnName(target.recordRepresentation))} FROM ${sql.table(target.table)} r WHERE r.id = t.${sql.id(columnName(name))}) AS ${sql.id(def.as)}`);
    }
  }
  return sql.join(parts);
}

/** A cell as the preview shows it: the value its field reads, or the text as written when it does not fit. */
function shownCell(target: ColumnTarget | undefined, raw: RawCell): unknown {
  if (raw === null || raw === undefined) return null;
  const text = raw instanceof Date ? raw.toISOString() : raw;
  if (target?.kind !== 'field') return text;
  const read = cellValue(target.def, raw);
  return 'value' in read ? read.value : text;
}

/** The 422 items: the usual `{path, msg}` (path `row.column`) with the row and column. */
function errorItems(problems: ImportProblem[]): ImportErrorItem[] {
  return problems.map((p) => ({ path: `${p.row}.${p.column}`, ...p }));
}

/** The import call's schema (the OpenAPI document, the answer's serialization). */
const problem = openObject({ row: { type: 'integer' }, column: { type: 'string' }, msg: { type: 'string' } }, ['row', 'column', 'msg']);

export function importRouteSchema(decl: EntityDeclaration): JsonSchema {
  return {
    tags: [decl.name],
    summary: `${decl.label}: import rows from an XLSX or CSV file (multipart, one part named file)`,
    description:
      `At most ${IMPORT_LIMITS.maxBytes} bytes and ${IMPORT_LIMITS.maxRows} rows; the first row names the columns by field label or name. ` +
      'Any problem: 422 with one item {path, row, column, msg} per problem and nothing written; otherwise every row is written in one transaction. ' +
      `preview=true checks without writing and answers the first ${IMPORT_LIMITS.previewRows} rows with the report.`,
    consumes: ['multipart/form-data'],
    querystring: { type: 'object', properties: { preview: { type: 'boolean', description: 'check only, write nothing' } } },
    response: responses({
      200: openObject({
        imported: { type: 'integer' },
        columns: { type: 'array', items: { type: 'string' } },
        rows: { type: 'array', items: openObject({ row: { type: 'integer' }, cells: { type: 'array', items: {} } }) },
        total: { type: 'integer' },
        problems: { type: 'array', items: problem },
      }),
    }),
  };
}

