// Importing products from a file (spec, first document: /catalog/product/import): a file with
// errors shows its report and imports nothing; the fixed file imports, and its rows are listed.
// And the Export button of a generated list: the filtered rows as a file.
import { readFile } from 'node:fs/promises';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { snap } from './support/screenshots';
import { EntityImportPage } from './pages/entity-import.page';
import { EntityListPage } from './pages/entity-list.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

const csv = (lines: string[][]) => lines.map((l) => l.join(',')).join('\r\n') + '\r\n';

test('a file with errors shows its report; fixed, it imports and its rows show in the list', async ({ page, api }) => {
  // names that sort first in the list (by name, ascending)
  const tag = uniqueName('000 imp');
  const header = ['Model', 'Name', 'Price', 'Status'];
  const bad = csv([header, [`${tag}-m1`, `${tag} green tea`, '12.5', 'yes'], [`${tag}-m2`, `${tag} black tea`, 'ten', 'yes'], [`${tag}-m3`, `${tag} white tea`, '30', 'perhaps']]);

  const screen = new EntityImportPage(page, 'product');
  await screen.goto();
  await screen.choose('teas.csv', bad);
  await expect(screen.summary).toHaveText('2 problems: fix them in the file and choose it again.');
  expect(await screen.report()).toEqual([
    ['3', 'Price', 'Please type Number only'],
    ['4', 'Status', 'Use yes, no, true, false, 1 or 0.'],
  ]);
  await expect(screen.previewRows).toHaveCount(3);
  await expect(screen.highlighted()).toHaveText(['ten', 'perhaps']);
  await expect(screen.importButton).toBeDisabled();
  await snap(page, { path: '/tmp/shots/import-report-1920.png', fullPage: true });
  const nothing = await api.call('GET', `/product/c/p/1/10?model=${encodeURIComponent(tag)}`);
  expect(nothing.body.count).toBe(0);

  const fixed = bad.replace(',ten,', ',10,').replace(',perhaps', ',no');
  await screen.choose('teas.csv', fixed);
  await expect(screen.summary).toHaveText('No problem found: the 3 rows can be imported.');
  await expect(screen.problems).toHaveCount(0);
  await expect(screen.importButton).toBeEnabled();
  await screen.importButton.click();

  await expect(page.getByText('3 rows imported')).toBeVisible();
  await expect(page).toHaveURL(/#\/catalog\/product$/);
  for (const name of ['black tea', 'green tea', 'white tea']) await expect(page.getByRole('cell', { name: `${tag} ${name}`, exact: true })).toBeVisible();
});

test('a large file shows how far the server got: reading, checking and writing its rows', async ({ page, api }) => {
  const tag = uniqueName('big imp');
  const rows = Array.from({ length: 20_000 }, (_, i) => [`${tag}-m${i}`, `${tag} tea ${i}`, String((i % 90) + 1), i % 2 ? 'yes' : 'no', `Leaves of batch ${i}, picked by hand`]);
  const file = csv([['Model', 'Name', 'Price', 'Status', 'Description (en)'], ...rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)))]);
  const screen = new EntityImportPage(page, 'product');
  await screen.goto();
  await screen.choose('big.csv', file);
  // the server tells where it stands; the bar follows its share
  await expect(screen.progress).toHaveAttribute('data-phase', /reading|checking/, { timeout: 30_000 });
  await expect(screen.progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  await snap(page, { path: '/tmp/shots/import-progress-reading-1920.png' });
  await expect(screen.summary).toHaveText('No problem found: the 20,000 rows can be imported.', { timeout: 60_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await screen.importButton.click();
  await expect(screen.progress).toHaveAttribute('data-phase', /checking|writing/, { timeout: 30_000 });
  await expect(screen.progress).toContainText(/of 20,000/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, { path: '/tmp/shots/import-progress-writing-1280.png' });
  await expect(page.getByText('20,000 rows imported')).toBeVisible({ timeout: 60_000 });
  const written = await api.call('GET', `/product/c/p/1/1?model=${encodeURIComponent(tag)}`);
  expect(written.body.count).toBe(20_000);
});

test('a file that is no spreadsheet is refused before any row is read', async ({ page }) => {
  const screen = new EntityImportPage(page, 'product');
  await screen.goto();
  await screen.choose('products.xlsx', 'Model,Name,Price\r\nx,y,1\r\n');
  await expect(screen.fileError).toHaveText('Wrong file type found. Only xlsx, csv files are allowed!');
  await expect(screen.previewRows).toHaveCount(0);
});

test('the Export button of a list gives the filtered rows as a CSV file', async ({ page, api }) => {
  const made = await api.language('e2e-exp');
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', made.name);
  await list.root.getByRole('button', { name: 'Export the filtered list' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^languages-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('languageId,Name,Code,Locale,Status,Sort Order,Icon,Image,Directory,Description');
  expect(lines.slice(1)).toEqual([expect.stringContaining(`,${made.name},${made.code},xx-XX,true,`)]);
});
