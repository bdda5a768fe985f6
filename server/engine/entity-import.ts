// Importing rows of an importable entity from an XLSX or CSV file (docs/import.md): the file is
// received whole (within its size limit), then read, row by row, and checked in a worker thread of
// the file pool (sheet-check.ts: its bytes, its header, each row validated as a create), so the
// request's event loop never parses a file. The rows come back to this thread, which checks them
// against the database (references, unique values, the entity's hooks) and, only for a file
// without any problem, writes every row in one transaction, inserted in batches, audited.
import type { MultipartFile } from '@fastify/multipart';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { entityByName } from '../../contract/entities';
import { isEngineStored, type EntityDeclaration } from '../../contract/entity';
import {
  columnOfPath,
  IMPORT_LIMITS,
  importMessages,
  isLanguageList,
  PROGRESS_ID_PATTERN,
  type ImportErrorItem,
  type ImportLanguage,
  type ImportPreview,
  type ImportProblem,
} from '../../contract/import';
import { messages } from '../../contract/messages';
import { uploadMessages } from '../../contract/uploads';
import { hashPassword } from '../auth/password';
import { closedObject, responses, type JsonSchema } from '../http/schemas';
import type { Db } from '../db/database';
import { columnName } from '../db/entity-sync';
import { ApiError, ValidationError } from '../http/errors';
import { bodyLength, receiveFile } from '../http/receive-file';
import { fileWorkers } from '../workers/pools';
import { PoolBusy, TaskTimeout, WorkerFailed } from '../workers/worker-pool';
import type { Actor, EntityHooks, WriteTarget } from './entity-hooks';
import { inTransaction, translateDbError, type EntityRepository, type Row, type Trx } from './entity.repository';
import { ImportProgressReporter } from './import-progress';
import { fallbackColumn, Report, type CheckedRow, type RowValues, type SheetTarget } from './sheet-check';
import type { SheetCheckEvent, SheetCheckInput, SheetCheckResult } from './sheet-task';
import { referenceLists } from './reference-lists';
import { entityOperationId } from './entity-schemas';

export { Report, type CheckedRow, type RowValues, type SheetTarget } from './sheet-check';

const refuseFile = (msg: string) => new ValidationError([{ path: 'file', msg }]);

/** An uploaded file, received but not read yet, and where its import's progress is recorded. */
export interface SheetUpload {
  fileName: string | undefined;
  /** the file's bytes, in memory of their own: handed to the worker that reads them (unusable here afterwards) */
  data: Buffer;
  progress: ImportProgressReporter;
}

/**
 * The one file part of a multipart request, received whole within the size limit (reading it is
 * the worker's). Refused at once, before the file is received, when the readers' queue is full.
 * `?progress={id}` names the call for the screen's bar, recorded through `db`.
 */
export async function readUploadedSheet(req: FastifyRequest, db: Db): Promise<SheetUpload> {
  try {
    fileWorkers().assertRoom();
  } catch (e) {
    throw poolError(e);
  }
  const id = (req.query as { progress?: unknown } | undefined)?.progress;
  if (id !== undefined && (typeof id !== 'string' || !PROGRESS_ID_PATTERN.test(id))) throw new ValidationError([{ path: 'progress', msg: importMessages.progressId }]);
  if (!req.isMultipart()) throw refuseFile(uploadMessages.sendAsFile);
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 } });
  } catch {
    throw refuseFile(uploadMessages.sendAsFile);
  }
  if (!part || part.fieldname !== 'file') throw refuseFile(uploadMessages.sendAsFile);
  const data = await receiveFile(part.file, IMPORT_LIMITS.maxBytes, bodyLength(req.headers)).catch(() => {
    throw refuseFile(uploadMessages.tooLarge(IMPORT_LIMITS.maxBytes));
  });
  return { fileName: part.filename, data, progress: new ImportProgressReporter(db, id as string | undefined, req.principal?.userId ?? 0) };
}

/** A busy pool, a file that ran too long or burst its worker's memory: what the client is told. */
function poolError(e: unknown): unknown {
  if (e instanceof PoolBusy) return new ApiError(503, importMessages.busy);
  if (e instanceof TaskTimeout) return refuseFile(importMessages.tooSlow);
  if (e instanceof WorkerFailed && e.outOfMemory) return refuseFile(importMessages.tooBig(IMPORT_LIMITS.maxInflatedBytes));
  return e;
}

/** A sheet read against a target: each valid data row's values, the report, the preview. */
export interface SheetCheck {
  checked: CheckedRow[];
  report: Report;
  preview: () => ImportPreview;
}

/**
 * Reads and checks an uploaded sheet in a worker (sheet-check.ts): the rows into bodies of the
 * target's fields, each validated as a create. What needs the database (references, unique values,
 * hooks) is the caller's, on the rows this answers. A file refused as a whole is a 422 on `file`.
 * The upload's progress ends here (the caller's own checks and write are short: purchase lines).
 */
export async function checkSheet(target: SheetTarget, upload: SheetUpload, languages: readonly ImportLanguage[], values?: RowValues): Promise<SheetCheck> {
  try {
    return await readAndCheck(target, upload, languages, values);
  } finally {
    await upload.progress.end();
  }
}

/** checkSheet, leaving the progress running for the caller's next phases. */
async function readAndCheck(target: SheetTarget, upload: SheetUpload, languages: readonly ImportLanguage[], values?: RowValues): Promise<SheetCheck> {
  const entity = 'name' in target && typeof target.name === 'string' && entityByName(target.name) === target ? target.name : undefined;
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'back-office-import-'));
  const input: SheetCheckInput = { target: entity ?? { id: target.id, fields: target.fields }, fileName: upload.fileName, data: upload.data, languages: [...languages], values, tmpDir };
  const checked: CheckedRow[] = [];
  upload.progress.update({ phase: 'reading', rows: 0, total: null, share: 0 });
  let result: SheetCheckResult;
  try {
    result = await fileWorkers().run<SheetCheckResult>('sheet.check', input, {
      // the file's memory (its own: receiveFile) moves to the worker, no 10 MB copy on this thread;
      // a buffer no larger than Node's pool slab might share it, and is copied
      transfer: upload.data.buffer.byteLength > Buffer.poolSize ? [upload.data.buffer as ArrayBuffer] : [],
      timeoutMs: IMPORT_LIMITS.maxSeconds * 1000,
      onWait: () => upload.progress.update({ phase: 'waiting', rows: 0, total: null, share: null }),
      onEvent: (e) => {
        const event = e as SheetCheckEvent;
        if ('rows' in event) for (const row of event.rows) checked.push(row);
        else upload.progress.update({ phase: 'reading', rows: event.read.rows, total: null, share: event.read.share });
      },
    });
  } catch (e) {
    throw poolError(e);
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true });
  }
  if ('refused' in result) throw new ValidationError(result.refused);
  const report = new Report(result.problems);
  const { preview } = result;
  return { checked, report, preview: () => ({ ...preview, problems: report.problems }) };
}

/** Languages per-language columns may name by code, when the fields hold such a list. */
export async function sheetLanguages(db: Db, fields: SheetTarget['fields']): Promise<ImportLanguage[]> {
  const language = entityByName('language');
  if (!language || !Object.values(fields).some(isLanguageList)) return [];
  const { rows } = await sql<ImportLanguage>`SELECT id AS "languageId", code FROM ${sql.table(language.table)} WHERE NOT deleted`.execute(db);
  return rows;
}

/** Lets other requests run between steps of a long loop on this thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Rows a loop on this thread handles between two breaths. */
const ROWS_PER_STEP = 200;

/** Rolls a preview's transaction back once its checks ran. */
class PreviewDone extends Error {}

export interface ImportOptions extends RowValues {
  /** check and answer the preview; write nothing */
  preview: boolean;
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

  /** Checks an uploaded sheet and, unless previewing, writes it: `{imported}`, a preview, or a 422 naming row, column and rule. */
  async run(upload: SheetUpload, actor: Actor, options: ImportOptions): Promise<ImportPreview | { imported: number }> {
    try {
      return await this.checkAndWrite(upload, actor, options);
    } finally {
      await upload.progress.end();
    }
  }

  private async checkAndWrite(upload: SheetUpload, actor: Actor, options: ImportOptions): Promise<ImportPreview | { imported: number }> {
    const { fixed, joined } = options;
    const checkedSheet = await readAndCheck(this.decl, upload, await sheetLanguages(this.db, this.decl.fields), { fixed, joined });
    const { checked: valid, report } = checkedSheet;
    const fallback = (path: string) => fallbackColumn(this.decl.fields, path);
    const total = valid.length;

    try {
      return await inTransaction(this.db, async (tx) => {
        upload.progress.update({ phase: 'checking', rows: 0, total, share: null });
        await this.checkReferences(tx.trx, valid, report);
        await this.checkUnique(tx.trx, valid, report);
        const ctx = { action: 'create' as const, actor, trx: tx.trx, afterCommit: tx.afterCommit };
        if (this.hooks.validate) {
          for (const [i, c] of valid.entries()) {
            // a hook may also throw its refusal: it is that row's problem all the same
            const items = await this.hooks.validate(ctx, { id: null, before: null, values: c.values }).then(
              (found) => found ?? [],
              (e: unknown) => {
                if (e instanceof ValidationError) return e.items;
                throw e;
              },
            );
            for (const item of items) report.add(c.row, columnOfPath(item.path, c.written, fallback(item.path)), item.msg);
            if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) {
              upload.progress.update({ phase: 'checking', rows: i + 1, total, share: null });
              await breathe();
            }
          }
        }
        if (options.preview) throw new PreviewDone();
        if (!report.empty) throw new ValidationError(errorItems(report.problems));
        const targets: WriteTarget[] = valid.map((c) => ({ id: null, before: null, values: c.values }));
        await this.hooks.beforeWrite?.(ctx, targets);
        upload.progress.update({ phase: 'writing', rows: 0, total, share: null });
        const ids = await this.insert(tx.trx, valid.map((c) => c.values), actor, (rows) => upload.progress.update({ phase: 'writing', rows, total, share: null }));
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
    // a list of references names live rows, as on every write (server/engine/reference-lists.ts): one read per field for the whole file
    for (const { path, target: name } of referenceLists(this.decl.fields).filter((ref) => ref.path.length === 1)) {
      const [field] = path;
      const target = entityByName(name);
      if (!target || !isEngineStored(target)) continue;
      const listed = (r: CheckedRow) => (Array.isArray(r.values[field]) ? (r.values[field] as unknown[]).map(Number) : []);
      const ids = [...new Set(rows.flatMap(listed))];
      if (!ids.length) continue;
      const { rows: found } = await sql<{ id: number }>`SELECT id FROM ${sql.table(target.table)} WHERE id = ANY(${ids}::bigint[]) AND NOT deleted`.execute(trx);
      const live = new Set(found.map((f) => Number(f.id)));
      for (const r of rows) if (listed(r).some((id) => !live.has(id))) report.add(r.row, this.columnOf(r, field), messages.missingRecord);
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
      const byRow = new Map(rows.map((r) => [r.row, r]));
      for (const { v } of taken) {
        const r = byRow.get(first.get(String(v)) ?? 0);
        if (r) report.add(r.row, this.columnOf(r, field), messages.taken(field));
      }
    }
  }

  /**
   * Inserts the rows in batches: one statement each, the rows as one JSON parameter, their audit
   * entries (the record as the API returns it) written by the same statement from what it inserted.
   */
  private async insert(trx: Trx, rows: Row[], actor: Actor, onWritten: (rows: number) => void): Promise<number[]> {
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
      for (const r of inserted) ids.push(Number(r.id));
      onWritten(ids.length);
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

/** The 422 items: the usual `{path, msg}` (path `row.column`) with the row and column. */
function errorItems(problems: ImportProblem[]): ImportErrorItem[] {
  return problems.map((p) => ({ path: `${p.row}.${p.column}`, ...p }));
}

/** The import call's schema (the OpenAPI document, the answer's serialization). */
const problem = closedObject({ row: { type: 'integer' }, column: { type: 'string' }, msg: { type: 'string' } }, ['row', 'column', 'msg']);

/** The query of an upload to import (custom import routes, server/http/route.ts): a preview, and the id its progress is asked by. */
export const IMPORT_QUERY = {
  preview: { type: 'boolean', default: false },
  progress: { type: 'string', check: (v: string) => PROGRESS_ID_PATTERN.test(v), message: importMessages.progressId },
} as const;

export function importRouteSchema(decl: EntityDeclaration): JsonSchema {
  return {
    tags: [decl.name],
    operationId: entityOperationId(decl, 'import'),
    summary: `${decl.label}: import rows from an XLSX or CSV file (multipart, one part named file)`,
    description:
      `At most ${IMPORT_LIMITS.maxBytes} bytes and ${IMPORT_LIMITS.maxRows} rows; the first row names the columns by field label or name. ` +
      'Any problem: 422 with one item {path, row, column, msg} per problem and nothing written; otherwise every row is written in one transaction. ' +
      `An XLSX may hold at most ${IMPORT_LIMITS.maxInflatedBytes} bytes once unzipped; a file is read in at most ${IMPORT_LIMITS.maxSeconds} s; 503 while the server's file readers are all busy. ` +
      `preview=true checks without writing and answers the first ${IMPORT_LIMITS.previewRows} rows with the report.`,
    consumes: ['multipart/form-data'],
    querystring: {
      type: 'object',
      properties: {
        preview: { type: 'boolean', description: 'check only, write nothing' },
        progress: { type: 'string', pattern: PROGRESS_ID_PATTERN.source, description: 'an id naming this call, to read its progress at GET /api/import/progress/{id}' },
      },
    },
    response: responses({
      200: closedObject({
        imported: { type: 'integer' },
        columns: { type: 'array', items: { type: 'string' } },
        rows: { type: 'array', items: closedObject({ row: { type: 'integer' }, cells: { type: 'array', items: {}, description: "each column's value as read: a text, a number, a list..." } }) },
        total: { type: 'integer' },
        problems: { type: 'array', items: problem },
      }),
    }),
  };
}

