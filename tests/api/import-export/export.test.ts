// Exporting an entity's filtered list (GET {rest}/export?format=xlsx|csv&<filters>): the list's
// filters apply, formula-like text is neutralised, and both files read back.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { IMPORT_PATHS } from '../../../contract/import';
import { base, useHarness } from '../harness';

const h = useHarness();
const { product } = entities;
const EXPORT = `${base(product)}/${IMPORT_PATHS.export}`;

async function download(query: string, token = h.admin.token) {
  const res = await h.app.inject({ method: 'GET', url: `${EXPORT}?${query}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload };
}

const readCsv = (raw: Buffer): string[][] => parse(raw.toString('utf8'), { bom: true });

async function readXlsx(raw: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  await h.create(product, { model: 'EXP-plain', name: 'Plain tea', price: 4, status: true, descriptions: [{ languageId: 1, name: 'Plain tea' }] });
  await h.create(product, { model: 'EXP-formula', name: '=HYPERLINK("http://evil.example","x")', price: 5, status: true, descriptions: [{ languageId: 1, name: '=HYPERLINK("http://evil.example","x")' }] });
  await h.create(product, { model: 'EXP-off', name: '@SUM(1)', price: 6, status: false, descriptions: [{ languageId: 1, name: '@SUM(1)' }] });
});

describe('exporting products', () => {
  it('applies the list filters to a CSV and neutralises cells a spreadsheet would run', async () => {
    const res = await download('format=csv&model=EXP-&status=true&sort=price&order=ASC');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = readCsv(res.raw);
    const model = header.indexOf('Model');
    const name = header.indexOf('Name');
    expect(header[0]).toBe(product.id);
    expect(rows.map((r) => r[model])).toEqual(['EXP-plain', 'EXP-formula']);
    expect(rows[1][name]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[0][name]).toBe('Plain tea');
  });

  it('writes an XLSX that reads back with numbers as numbers, filtered as the list is', async () => {
    const res = await download('format=xlsx&model=EXP-&status=false');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [header, ...rows] = await readXlsx(res.raw);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row[header.indexOf('Model')]).toBe('EXP-off');
    expect(row[header.indexOf('Name')]).toBe(`'@SUM(1)`);
    expect(row[header.indexOf('Price')]).toBe(6);
    expect(row[header.indexOf('Status')]).toBe(false);
  });

  it('refuses an unknown format or filter with a 422, and needs the access permission', async () => {
    expect((await download('format=pdf')).status).toBe(422);
    expect((await download('format=csv&colour=red')).status).toBe(422);
    const nobody = await h.userWith([]);
    expect((await download('format=csv', nobody.token)).status).toBe(403);
    const reader = await h.userWith([{ value: product.permission, type: 'access' }]);
    expect((await download('format=csv', reader.token)).status).toBe(200);
  });

  it('gives a file the import takes back', async () => {
    const res = await download('format=csv&model=EXP-plain');
    const boundary = 'export-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="back.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(res.raw.toString('utf8').replace('EXP-plain', 'EXP-again')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const back = await h.app.inject({
      method: 'POST',
      url: `${base(product)}/${IMPORT_PATHS.import}?preview=true`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${h.admin.token}` },
      payload,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().problems).toEqual([]);
  });
});
