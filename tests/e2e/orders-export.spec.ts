// The orders export (spec, first document, section 9): Excel, CSV and PDF of the current filter,
// file base name PurchaseData, the fixed columns, discountPercent applied, a Total Sum row.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, exportTable, money, orderPath, ORDER_PATHS, type Order } from '../../contract/orders';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrdersListPage } from './pages/orders-list.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

/** Three orders under one telephone, one of them with a 10% discount; the list filtered to them. */
async function prepare(page: import('@playwright/test').Page, data: OrdersData) {
  const telephone = uniqueTelephone();
  const plain = await data.create(2, telephone);
  const [discounted] = await data.create(1, telephone, { discountPercent: 10 });
  const orders = [discounted, ...plain.reverse()]; // newest first, as listed
  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });
  await expect(list.rows).toHaveCount(3);
  return { list, orders, telephone };
}

const sumOf = (orders: Order[], field: 'total' | 'tax' | 'totalprice') =>
  orders.reduce((s, o) => s + Math.round(o[field] * (1 - o.discountPercent / 100) * 100) / 100, 0);

test('Excel: the columns, one row per order and the Total Sum row', async ({ page, api }) => {
  const { list, orders, telephone } = await prepare(page, new OrdersData(api));
  // the workbook is built in a Web Worker, off the page's thread
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const download = await list.export('Excel');
  expect(download.suggestedFilename()).toBe('PurchaseData.xlsx');
  expect(workers).toEqual([expect.stringMatching(/xlsx\.worker/)]);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual([...EXPORT_COLUMNS]);
  expect(sheet.rowCount).toBe(1 + orders.length + 1);

  const expected = exportTable(orders);
  for (let i = 0; i < orders.length; i++) {
    const row = values(2 + i);
    expect(row[3]).toBe(telephone);
    expect(row).toEqual(expected.rows[i]);
  }
  // the discounted order: total, tax and price reduced by 10%
  const d = orders[0];
  expect(values(2).slice(4, 7)).toEqual([d.total, d.tax, d.totalprice].map((v) => Math.round(v * 0.9 * 100) / 100));
  const total = values(2 + orders.length);
  expect(total[0]).toBe('Total Sum');
  expect(total[4]).toBeCloseTo(sumOf(orders, 'total'), 2);
  expect(total[5]).toBeCloseTo(sumOf(orders, 'tax'), 2);
  expect(total[6]).toBeCloseTo(sumOf(orders, 'totalprice'), 2);
});

test('CSV: header, rows with two decimals and the Total Sum line', async ({ page, api }) => {
  const { list, orders, telephone } = await prepare(page, new OrdersData(api));
  const download = await list.export('CSV');
  expect(download.suggestedFilename()).toBe('PurchaseData.csv');
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + orders.length + 1);
  expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
  for (const line of lines.slice(1, -1)) {
    const cells = line.split(',');
    expect(cells).toHaveLength(EXPORT_COLUMNS.length);
    expect(cells[3]).toBe(telephone);
    for (const money of cells.slice(4, 7)) expect(money).toMatch(/^\d+\.\d\d$/);
  }
  const total = lines.at(-1)!.split(',');
  expect(total[0]).toBe('Total Sum');
  expect(total.slice(4, 7)).toEqual([sumOf(orders, 'total'), sumOf(orders, 'tax'), sumOf(orders, 'totalprice')].map(money));
});

/** The text shown by a PDF written without stream compression: the strings of its text operators. */
function pdfStrings(pdf: Buffer): string[] {
  const body = pdf.toString('latin1');
  return [...body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

test('PDF: the columns, the rows and the Total Sum', async ({ page, api }) => {
  const { list, orders, telephone } = await prepare(page, new OrdersData(api));
  const download = await list.export('PDF');
  expect(download.suggestedFilename()).toBe('PurchaseData.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const strings = pdfStrings(pdf);
  for (const column of EXPORT_COLUMNS) expect(strings).toContain(column);
  expect(strings.filter((s) => s === telephone)).toHaveLength(orders.length);
  expect(strings).toContain('Total Sum');
  expect(strings).toContain(money(sumOf(orders, 'totalprice')));
});

test('the export shows its progress and follows the status tab', async ({ page, api }) => {
  const data = new OrdersData(api);
  const { list, orders } = await prepare(page, data);
  await data.changeStatus(orders[0], 'accepted');
  await list.statusTab('accepted').click();
  await expect(list.rows).toHaveCount(1);
  // the fetch of the export's rows is held back until the progress has been seen
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${orderPath(ORDER_PATHS.export)}?**`, async (route) => {
    await held;
    await route.continue();
  });
  const download = list.page.waitForEvent('download');
  await list.exportButton('CSV').click();
  await expect(list.exportProgress).toBeVisible();
  await expect(list.exportProgress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('order-export-step')).toHaveText('Fetching orders…');
  await expect(list.exportButton('Excel')).toBeDisabled();
  release();
  const file = await download;
  const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(3);
  await expect(list.exportProgress).toHaveCount(0);
  await expect(list.exportButton('Excel')).toBeEnabled();

  // no results, no export buttons
  await list.statusTab('stolen').click();
  await expect(list.empty).toBeVisible();
  await expect(list.exportButton('Excel')).toHaveCount(0);
});
