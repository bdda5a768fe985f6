// Importing products from XLSX and CSV files (POST {rest}/import): every row or none, a report
// naming row, column and rule, a preview that writes nothing, files checked by their bytes.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { randomBytes } from 'node:crypto';
import { IMPORT_LIMITS, IMPORT_PATHS, importMessages, importProgressPath, type ImportProgress } from '../../../contract/import';
import { messages } from '../../../contract/messages';
import { csvOf, productRows, xlsxOf } from '../../support/hostile-files';
import { base, useHarness } from '../harness';

const h = useHarness();
const { product } = entities;
const IMPORT = `${base(product)}/${IMPORT_PATHS.import}`;

/** A multipart body with one part named file. */
function multipart(filename: string, data: Buffer, name = 'file') {
  const boundary = 'import-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

async function upload(filename: string, data: Buffer, options: { preview?: boolean; token?: string; progress?: string } = {}) {
  const { headers, payload } = multipart(filename, data);
  const query = new URLSearchParams({ ...(options.preview ? { preview: 'true' } : {}), ...(options.progress ? { progress: options.progress } : {}) }).toString();
  const res = await h.app.inject({
    method: 'POST',
    url: IMPORT + (query ? `?${query}` : ''),
    headers: { ...headers, authorization: `Bearer ${options.token ?? h.admin.token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const csv = (lines: string[][]) => Buffer.from(lines.map((l) => l.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n');

async function xlsx(lines: (string | number | boolean | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const countByModel = async (prefix: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM product WHERE model LIKE ${prefix + '%'}`.execute(h.db)).rows[0].n;

describe('importing products', () => {
  it('writes every row of a good CSV, cells read by the field types, with an audit entry each', async () => {
    const file = csv([
      ['Model', 'Name', 'price', 'Status', 'Description (en)'],
      ['CSV-1', 'Green tea', '12.50', 'yes', 'Loose leaves, 100 g'],
      ['CSV-2', 'Black tea', '9', 'no', ''],
      ['CSV-3', 'White tea, rare', '30', 'TRUE', 'Says "rare"'],
    ]);
    const res = await upload('teas.csv', file);
    expect(res).toEqual({ status: 200, body: { imported: 3 } });
    const rows = await sql<{ model: string; name: string; price: number; status: boolean; descriptions: { languageId: number; description?: string }[] }>`
      SELECT model, name, price, status, descriptions FROM product WHERE model LIKE 'CSV-%' ORDER BY model`.execute(h.db);
    expect(rows.rows.map((r) => [r.model, r.name, r.price, r.status])).toEqual([
      ['CSV-1', 'Green tea', 12.5, true],
      ['CSV-2', 'Black tea', 9, false],
      ['CSV-3', 'White tea, rare', 30, true],
    ]);
    expect(rows.rows[0].descriptions).toContainEqual(expect.objectContaining({ languageId: 1, description: 'Loose leaves, 100 g' }));
    // one audit entry per row, holding the record as the API returns it (as a create through the form does)
    const audit = await sql<{ entity_id: number; after: Record<string, unknown> }>`
      SELECT entity_id, after FROM audit_log WHERE entity = 'product' AND action = 'create' AND after->>'model' LIKE 'CSV-%' ORDER BY entity_id`.execute(h.db);
    expect(audit.rows).toHaveLength(3);
    const first = await h.call('GET', `${base(product)}/${audit.rows[0].entity_id}`);
    expect(audit.rows[0].after).toEqual(first.body);
  });

  it('writes every row of a good XLSX, numbers and booleans as the sheet holds them', async () => {
    const file = await xlsx([
      ['Model', 'Name', 'Price', 'Status'],
      ['XL-1', 'Espresso beans', 21.9, true],
      ['XL-2', 'Filter beans', 18, false],
    ]);
    const res = await upload('coffee.xlsx', file);
    expect(res).toEqual({ status: 200, body: { imported: 2 } });
    const list = await h.call('GET', `${base(product)}/1/10?model=XL-`);
    expect(list.body.data.map((p: { model: string; price: number; status: boolean }) => [p.model, p.price, p.status]).sort()).toEqual([
      ['XL-1', 21.9, true],
      ['XL-2', 18, false],
    ]);
  });

  it('imports nothing from a file with one bad row in the middle, and names its row, column and rule', async () => {
    const file = csv([
      ['Model', 'Name', 'Price', 'Status'],
      ['BAD-1', 'Good one', '5', 'yes'],
      ['BAD-2', 'Bad price', 'five', 'yes'],
      ['BAD-3', 'Bad status', '7', 'maybe'],
      ['BAD-4', 'Good too', '8', 'no'],
    ]);
    const res = await upload('bad.csv', file);
    expect(res.status).toBe(422);
    expect(res.body).toEqual([
      expect.objectContaining({ row: 3, column: 'Price', msg: messages.numberOnly }),
      expect.objectContaining({ row: 4, column: 'Status', msg: importMessages.boolean }),
    ]);
    for (const item of res.body) expect(item).toEqual({ path: expect.any(String), row: expect.any(Number), column: expect.any(String), msg: expect.any(String) });
    expect(await countByModel('BAD-')).toBe(0);
  });

  it('reports a missing required value under the column of the field, and a column no field has', async () => {
    const res = await upload('missing.csv', csv([['Model', 'Name', 'Colour'], ['MISS-1', 'No price', 'red']]));
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 1, column: 'Colour', msg: importMessages.unknownColumn }),
        expect.objectContaining({ row: 2, column: 'Price', msg: messages.required('Price') }),
      ]),
    );
    expect(await countByModel('MISS-')).toBe(0);
  });

  it("runs the entity's hooks on every row: the name comes from the default language's description, and is required", async () => {
    const res = await upload('hooks.csv', csv([['Model', 'Price', 'Name (en)', 'Name (es)'], ['HOOK-1', '1', 'Oolong', 'Oolong (es)'], ['HOOK-2', '2', '', 'Solo español']]));
    expect(res.status).toBe(422);
    expect(res.body).toEqual([expect.objectContaining({ row: 3, column: 'Name', msg: messages.required('Name') })]);
    expect(await countByModel('HOOK-')).toBe(0);
    const good = await upload('hooks.csv', csv([['Model', 'Price', 'Name (en)', 'Name (es)'], ['HOOK-1', '1', 'Oolong', 'Oolong (es)']]));
    expect(good).toEqual({ status: 200, body: { imported: 1 } });
    const row = await sql<{ name: string; descriptions: { languageId: number; name: string }[] }>`SELECT name, descriptions FROM product WHERE model = 'HOOK-1'`.execute(h.db);
    expect(row.rows[0].name).toBe('Oolong');
    expect(row.rows[0].descriptions).toEqual(
      expect.arrayContaining([expect.objectContaining({ languageId: 1, name: 'Oolong' }), expect.objectContaining({ languageId: 2, name: 'Oolong (es)' })]),
    );
  });

  it('previews without writing: the parsed rows and the report', async () => {
    const file = csv([
      ['Model', 'Name', 'Price'],
      ['PRE-1', 'Shown', '3.5'],
      ['PRE-2', 'Also shown', '-1'],
    ]);
    const res = await upload('preview.csv', file, { preview: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      columns: ['Model', 'Name', 'Price'],
      rows: [
        { row: 2, cells: ['PRE-1', 'Shown', 3.5] },
        { row: 3, cells: ['PRE-2', 'Also shown', -1] },
      ],
      total: 2,
      problems: [{ row: 3, column: 'Price', msg: messages.minValue(0) }],
    });
    const good = await upload('preview.csv', csv([['Model', 'Name', 'Price'], ['PRE-3', 'Fine', '1']]), { preview: true });
    expect(good.body.problems).toEqual([]);
    expect(await countByModel('PRE-')).toBe(0);
  });

  it('refuses a file whose bytes are not a spreadsheet, whatever its name says', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const wrongType = messages.wrongFileType(['xlsx', 'csv']);
    expect(await upload('products.csv', png)).toEqual({ status: 422, body: [{ path: 'file', msg: wrongType }] });
    expect(await upload('products.xlsx', Buffer.from('Model,Name,Price\r\nX,Y,1\r\n'))).toEqual({ status: 422, body: [{ path: 'file', msg: wrongType }] });
    expect(await upload('products.txt', csv([['Model', 'Name', 'Price'], ['TXT-1', 'Text', '1']]))).toEqual({ status: 422, body: [{ path: 'file', msg: wrongType }] });
    const json = await h.call('POST', IMPORT, { body: { rows: [] } });
    expect(json.status).toBe(422);
    expect(await countByModel('TXT-')).toBe(0);
  });

  it('refuses an empty, oversized or nameless file, another part name, and a file with a header only', async () => {
    const refused = async (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(422);
      expect(res.body).toEqual([{ path: 'file', msg: expect.any(String) }]);
    };
    await refused(await upload('empty.csv', Buffer.alloc(0)));
    await refused(await upload('huge.csv', Buffer.alloc(IMPORT_LIMITS.maxBytes + 1024, 'a')));
    const wrongPart = multipart('teas.csv', csv([['Model', 'Name', 'Price'], ['X', 'Y', '1']]), 'upload');
    const res = await h.app.inject({ method: 'POST', url: IMPORT, headers: { ...wrongPart.headers, authorization: `Bearer ${h.admin.token}` }, payload: wrongPart.payload });
    await refused({ status: res.statusCode, body: res.json() });
    const headerOnly = await upload('header.csv', csv([['Model', 'Name', 'Price']]));
    expect(headerOnly.status).toBe(422);
    expect(headerOnly.body).toEqual([expect.objectContaining({ row: 2, msg: importMessages.noRows })]);
  });

  it('needs the create permission on the entity', async () => {
    const file = csv([['Model', 'Name', 'Price'], ['PERM-1', 'Locked', '1']]);
    const reader = await h.userWith([{ value: product.permission, type: 'access' }]);
    expect((await upload('perm.csv', file, { token: reader.token })).status).toBe(403);
    expect(await countByModel('PERM-')).toBe(0);
    const creator = await h.userWith([{ value: product.permission, type: 'create' }]);
    expect(await upload('perm.csv', file, { token: creator.token })).toEqual({ status: 200, body: { imported: 1 } });
  });
});

describe('files that would cost the server more than they are worth (docs/import.md, "Reading a file")', () => {
  it('stops reading a workbook at the row limit and refuses it', async () => {
    const file = await xlsxOf(productRows(IMPORT_LIMITS.maxRows + 5000, 'MANY'));
    expect(await upload('many.xlsx', file)).toEqual({ status: 422, body: [{ path: 'file', msg: importMessages.tooManyRows(IMPORT_LIMITS.maxRows) }] });
    expect(await countByModel('MANY-')).toBe(0);
  });

  it('refuses a workbook that unzips to more than the cap: 700 KB holding 150 MB', async () => {
    const spaces = ' '.repeat(1024 * 1024);
    const sheet = function* () {
      yield '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
      for (let i = 0; i < 150; i++) yield spaces;
      yield '<row r="1"><c r="A1" t="inlineStr"><is><t>Model</t></is></c></row></sheetData></worksheet>';
    };
    const bomb = await xlsxOf([], sheet());
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload('bomb.xlsx', bomb)).toEqual({ status: 422, body: [{ path: 'file', msg: importMessages.tooBig(IMPORT_LIMITS.maxInflatedBytes) }] });
  });

  it("shows where an import stands while the server works on it, to its own user only, and forgets it once answered", async () => {
    const id = randomBytes(16).toString('base64url');
    const other = await h.userWith([{ value: product.permission, type: 'create' }]);
    const progressOf = (token?: string) => h.call<ImportProgress>('GET', `/api/${importProgressPath(id)}`, { token });
    const seen: ImportProgress[] = [];
    let answered = false;
    const running = upload('progress.csv', csvOf(productRows(10_000, 'PROG')), { progress: id }).finally(() => (answered = true));
    while (!answered) {
      const now = await progressOf();
      if (now.status === 200) {
        seen.push(now.body);
        expect((await progressOf(other.token)).status).toBe(404);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await running).toEqual({ status: 200, body: { imported: 10_000 } });
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) expect(['waiting', 'reading', 'checking', 'writing']).toContain(p.phase);
    // rows only go forward within a phase; checking and writing count towards the file's rows
    for (const [i, p] of seen.entries()) if (i && seen[i - 1].phase === p.phase) expect(p.rows).toBeGreaterThanOrEqual(seen[i - 1].rows);
    for (const p of seen.filter((q) => q.phase === 'checking' || q.phase === 'writing')) expect(p.total).toBe(10_000);
    expect((await progressOf()).status).toBe(404);
    expect((await h.call('GET', '/api/import/progress/not-an-id')).status).toBe(422);
    expect((await upload('progress.csv', csvOf(productRows(1, 'PROGX')), { progress: 'short' })).status).toBe(422);
  });
});
