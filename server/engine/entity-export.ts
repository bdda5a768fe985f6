// Exporting an entity's filtered list as an XLSX or CSV file (docs/import.md): the list's own
// filters and sort, up to EXPORT_MAX_ROWS rows, one column per field a file can carry back in, and
// every text cell a spreadsheet would run as a formula neutralised.
import type { EntityDeclaration } from '../../contract/entity';
import { EXPORT_MAX_ROWS, exportCell, exportColumns, exportFileName, FILE_MIME, IMPORT_FORMATS, importMessages, neutraliseCell, type ImportFormat } from '../../contract/import';
import { ValidationError } from '../http/errors';
import { responses, type JsonSchema } from '../http/schemas';
import { entityListQuerySchema } from './entity-schemas';
import type { EntityRepository } from './entity.repository';
import { parseListQuery } from './list-query';

export interface ExportFile {
  fileName: string;
  mime: string;
  body: Buffer;
}

type Cell = string | number | boolean | null;

/** The format asked for (xlsx when none) and the list's query without it. */
export function exportQuery(query: Record<string, unknown>): { format: ImportFormat; listQuery: Record<string, unknown> } {
  const { format = 'xlsx', ...listQuery } = query;
  if (typeof format !== 'string' || !(IMPORT_FORMATS as readonly string[]).includes(format)) {
    throw new ValidationError([{ path: 'format', msg: importMessages.format }]);
  }
  return { format: format as ImportFormat, listQuery };
}

/** The rows of the list as the filters choose them, as a file. */
export async function exportFile(decl: EntityDeclaration, repo: EntityRepository, query: Record<string, unknown>): Promise<ExportFile> {
  const { format, listQuery } = exportQuery(query);
  const q = parseListQuery(decl, { page: '1', count: '1' }, listQuery);
  const { data } = await repo.list({ ...q, page: 1, count: EXPORT_MAX_ROWS });
  const columns = exportColumns(decl);
  const header = [decl.id, ...columns.map((c) => c.label)];
  const rows: Cell[][] = data.map((row) => [row[decl.id] as number, ...columns.map((c) => exportCell(c.def, row[c.name]))].map(neutraliseCell));
  const body = format === 'csv' ? csvFile(header, rows) : await xlsxFile(decl.label, header, rows);
  return { fileName: exportFileName(decl.label, format), mime: FILE_MIME[format], body };
}

const quote = (cell: Cell) => {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** UTF-8 with a byte order mark (so Excel reads accents), CRLF lines, RFC 4180 quoting. */
function csvFile(header: string[], rows: Cell[][]): Buffer {
  const lines = [header, ...rows].map((r) => r.map(quote).join(','));
  return Buffer.from('\uFEFF' + lines.join('\r\n') + '\r\n', 'utf8');
}

async function xlsxFile(sheetName: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = header.map((h) => ({ header: h, key: h, width: Math.max(12, h.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export call's schema: the list's query plus the format. */
export function exportRouteSchema(decl: EntityDeclaration): JsonSchema {
  const list = entityListQuerySchema(decl) as { properties: Record<string, JsonSchema> };
  return {
    tags: [decl.name],
    summary: `${decl.label}: export the filtered list as an XLSX or CSV file`,
    description: `The list's filters, sort and tab; at most ${EXPORT_MAX_ROWS} rows. Text cells starting with = + - @ tab or CR get a leading quote.`,
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    querystring: { type: 'object', properties: { format: { type: 'string', enum: [...IMPORT_FORMATS], default: 'xlsx' }, ...list.properties } },
    response: responses({ 200: { type: 'string', format: 'binary', description: 'the file, as an attachment' } }),
  };
}
