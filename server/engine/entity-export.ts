// Exporting an entity's filtered list as an XLSX or CSV file (docs/import.md): the list's own
// filters and sort, up to EXPORT_MAX_ROWS rows, one column per field a file can carry back in, and
// every text cell a spreadsheet would run as a formula neutralised. The database writes the rows'
// JSON; a worker thread of the file pool turns it into the file (export-writer.ts), whose bytes are
// streamed to the client as they come: the request's event loop only passes chunks on.
import { PassThrough, type Readable } from 'node:stream';
import type { EntityDeclaration } from '../../contract/entity';
import { EXPORT_MAX_ROWS, exportFileName, FILE_MIME, IMPORT_FORMATS, IMPORT_LIMITS, importMessages, type ImportFormat } from '../../contract/import';
import { ApiError, ValidationError } from '../http/errors';
import { responses, type JsonSchema } from '../http/schemas';
import { fileWorkers } from '../workers/pools';
import { PoolBusy } from '../workers/worker-pool';
import { entityListQuerySchema, entityOperationId } from './entity-schemas';
import type { EntityRepository } from './entity.repository';
import type { Viewer } from './members';
import type { ExportChunk, ExportWriteInput } from './export-writer';
import { parseListQuery } from './list-query';

export interface ExportFile {
  fileName: string;
  mime: string;
  /** the file's bytes, as the worker writes them */
  body: Readable;
}

export type Cell = string | number | boolean | null;

/** The format asked for (xlsx when none) and the list's query without it. */
export function exportQuery(query: Record<string, unknown>): { format: ImportFormat; listQuery: Record<string, unknown> } {
  const { format = 'xlsx', ...listQuery } = query;
  if (typeof format !== 'string' || !(IMPORT_FORMATS as readonly string[]).includes(format)) {
    throw new ValidationError([{ path: 'format', msg: importMessages.format }]);
  }
  return { format: format as ImportFormat, listQuery };
}

/**
 * The rows of the list as the filters choose them, as a file. Answers once the first bytes are
 * made, so a failure before them is still an error answer; 503 while every file worker is taken.
 */
export async function exportFile(decl: EntityDeclaration, repo: EntityRepository, query: Record<string, unknown>, viewer?: Viewer): Promise<ExportFile> {
  const { format, listQuery } = exportQuery(query);
  const q = parseListQuery(decl, { page: '1', count: '1' }, listQuery);
  const pool = fileWorkers();
  try {
    pool.assertRoom();
  } catch (e) {
    throw e instanceof PoolBusy ? new ApiError(503, importMessages.busy) : e;
  }
  const json = await repo.listJson({ ...q, page: 1, count: EXPORT_MAX_ROWS }, viewer);
  const body = new PassThrough();
  let started: () => void = () => {};
  const firstBytes = new Promise<void>((resolve) => (started = resolve));
  const input: ExportWriteInput = { entity: decl.name, format, json };
  const written = pool
    .run<number>('export.write', input, {
      timeoutMs: IMPORT_LIMITS.maxSeconds * 1000,
      onEvent: (e) => {
        body.write((e as ExportChunk).chunk);
        started();
      },
    })
    .then(
      () => void body.end(),
      (e: unknown) => {
        body.destroy(e as Error);
        throw e instanceof PoolBusy ? new ApiError(503, importMessages.busy) : e;
      },
    );
  await Promise.race([firstBytes, written]);
  written.catch(() => undefined);
  return { fileName: exportFileName(decl.label, format), mime: FILE_MIME[format], body };
}

/** The export call's schema: the list's query plus the format. */
export function exportRouteSchema(decl: EntityDeclaration): JsonSchema {
  const list = entityListQuerySchema(decl) as { properties: Record<string, JsonSchema> };
  return {
    tags: [decl.name],
    operationId: entityOperationId(decl, 'export'),
    summary: `${decl.label}: export the filtered list as an XLSX or CSV file`,
    description: `The list's filters, sort and tab; at most ${EXPORT_MAX_ROWS} rows. Text cells starting with = + - @ tab or CR get a leading quote.`,
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    querystring: { type: 'object', properties: { format: { type: 'string', enum: [...IMPORT_FORMATS], default: 'xlsx' }, ...list.properties } },
    response: responses({ 200: { type: 'string', format: 'binary', description: 'the file, as an attachment' } }),
  };
}
