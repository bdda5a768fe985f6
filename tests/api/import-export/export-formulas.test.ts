// A text cell that is no formula in a comma CSV may become one where the list separator is another
// (`;` in much of Europe, tab, `|`): `Tea;=1+1` opens as `Tea` and `=1+1`. Every export puts a
// single quote before a formula character that follows any locale's separator: the entities'
// CSV and XLSX files (GET {rest}/export) and the orders' files, built by the console from
// GET /order/s/export with the same rule (contract/import.ts, neutraliseCell).
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { IMPORT_PATHS } from '../../../contract/import';
import { exportTable, type OrderExportRow } from '../../../contract/orders/order-export';
import { orderFilterQuery } from '../../../contract/orders/order-filter';
import { orderPath, ORDER_PATHS } from '../../../contract/orders/order-paths';
import { tableToCsv } from '../../../src/features/orders/export/export-csv';
import { buildXlsx } from '../../../src/features/orders/export/export-xlsx';
import { base, useHarness } from '../harness';

const h = useHarness();
const { product } = entities;

/** The cells each locale's spreadsheet would make of a CSV text: split at its separator, quotes honoured. */
const cellsIn = (csv: string, delimiter: string): string[] =>
  (parse(csv, { bom: true, delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }) as string[][]).flat();
const SEPARATORS = [',', ';', '\t', '|'];
const formulaCells = (csv: string) => SEPARATORS.flatMap((sep) => cellsIn(csv, sep).filter((c) => /^[=+\-@]/.test(c)).map((c) => `${JSON.stringify(sep)}: ${c}`));

async function readXlsx(raw: ArrayBuffer | Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('entity exports', () => {
  const EXPORT = `${base(product)}/${IMPORT_PATHS.export}`;
  const download = async (format: string) => {
    const res = await h.app.inject({ method: 'GET', url: `${EXPORT}?format=${format}&model=FORMULA-`, headers: { authorization: `Bearer ${h.admin.token}` } });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    await h.create(product, { model: 'FORMULA-1', name: 'Tea;=1+1|@SUM(A1)', price: 4, status: true, descriptions: [{ languageId: 1, name: 'Tea;=1+1|@SUM(A1)' }] });
  });

  it('a CSV holds no cell a spreadsheet of any list separator would run', async () => {
    const csv = (await download('csv')).toString('utf8');
    const [header, row] = parse(csv, { bom: true }) as string[][];
    expect(row[header.indexOf('Name')]).toBe("Tea;'=1+1|'@SUM(A1)");
    expect(formulaCells(csv)).toEqual([]);
  });

  it('an XLSX writes the same text', async () => {
    const [header, row] = await readXlsx(await download('xlsx'));
    expect(row[header.indexOf('Name')]).toBe("Tea;'=1+1|'@SUM(A1)");
  });
});

describe('orders exports', () => {
  const telephone = `(555) 8${String(process.pid % 100).padStart(2, '0')}-0001`;
  let rows: OrderExportRow[] = [];

  beforeAll(async () => {
    const store = await h.call('POST', '/store/c/s', { body: { name: 'Tea;=1+1|@x' } });
    expect(store.status).toBe(201);
    const tea = await h.call('POST', '/product/c/p', { body: { name: 'Formula tea', price: 2 } });
    const order = await h.call('POST', orderPath(ORDER_PATHS.sales), {
      body: { storeId: store.body.storeId, address: { address: '1 Export St' }, telephone, products: [{ productId: tea.body.productId, quantity: 1 }] },
    });
    expect(order.status).toBe(201);
    const res = await h.call<{ data: OrderExportRow[] }>('GET', `${orderPath(ORDER_PATHS.export)}?${orderFilterQuery({ telephone })}`);
    expect(res.status).toBe(200);
    rows = res.body.data;
    expect(rows).toHaveLength(1);
  });

  it('the CSV the console builds from the export holds no cell a spreadsheet of any list separator would run', () => {
    const csv = tableToCsv(exportTable(rows));
    expect((parse(csv, { bom: true }) as string[][])[1][0]).toBe("Tea;'=1+1|'@x");
    expect(formulaCells(csv)).toEqual([]);
  });

  it('the XLSX the console builds writes the same text', async () => {
    const [, row] = await readXlsx(await (await buildXlsx(exportTable(rows), 'Orders')).arrayBuffer());
    expect(row[0]).toBe("Tea;'=1+1|'@x");
  });
});
