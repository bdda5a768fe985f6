// The pager and the page size of the common list, and what the list remembers across a reload
// (spec, second document, sections 2 and 9: default page 1 and size 10, sizes 10..100 as "N/page").
import { PAGE_SIZES, pageSizeLabel } from '../../contract/pager';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

/** `n` languages named `${prefix}-00` ... in sort order. */
async function languages(api: { create: (e: string, b: Record<string, unknown>) => Promise<unknown> }, prefix: string, n: number) {
  const names = Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}`);
  for (let i = 0; i < n; i += 5) {
    await Promise.all(names.slice(i, i + 5).map((name, j) => api.create('language', { name, code: name, sortOrder: i + j })));
  }
  return names;
}

const namesShown = async (list: EntityListPage) => (await list.rowTexts()).map((cells) => cells[2]);

test('pages, page sizes and the reset to page 1', async ({ page, api }) => {
  const prefix = uniqueName('e2e-pg');
  const names = await languages(api, prefix, 25);
  const list = new EntityListPage(page, 'language');
  await list.goto();

  // defaults: page 1, 10 per page; the sizes of the spec
  await expect(list.pageSize).toHaveText('10/page');
  await list.pageSize.click();
  await expect(page.getByRole('option')).toHaveText(PAGE_SIZES.map(pageSizeLabel));
  await page.keyboard.press('Escape');

  await list.filterBy('Name', prefix);
  await expect(list.rows).toHaveCount(10);
  await expect(list.currentPage()).toHaveText('1');
  await expect(list.pager.getByRole('button')).toHaveText(['1', '2', '3']);
  expect(await namesShown(list)).toEqual(names.slice(0, 10));

  await list.goToPage(3);
  await expect(list.rows).toHaveCount(5);
  expect(await namesShown(list)).toEqual(names.slice(20, 25));

  // a new page size starts again at page 1
  await list.choosePageSize(20);
  await expect(list.currentPage()).toHaveText('1');
  await expect(list.rows).toHaveCount(20);
  await expect(list.pager.getByRole('button')).toHaveText(['1', '2']);
  await list.goToPage(2);
  await expect(list.rows).toHaveCount(5);

  // a new filter starts again at page 1 too
  await list.filterBy('Name', `${prefix}-1`);
  await expect(list.rows).toHaveCount(10);
  expect(await namesShown(list)).toEqual(names.slice(10, 20));
  await list.filterBy('Name', prefix);
  await expect(list.currentPage()).toHaveText('1');
  await expect(list.rows).toHaveCount(20);

  // one page or fewer: no pager
  await list.choosePageSize(30);
  await expect(list.rows).toHaveCount(25);
  await expect(list.pager).toHaveCount(0);
});

test('the pager shows page 1, a window of 5, ellipses and the last page', async ({ page, api }) => {
  const prefix = uniqueName('e2e-win');
  await languages(api, prefix, 100);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', prefix);
  await expect(list.currentPage()).toHaveText('1');
  await expect(list.pager.getByRole('button')).toHaveText(['1', '2', '3', '4', '5', '6', '10']);
  await expect(list.pager.getByText('…')).toHaveCount(1);

  await list.goToPage(6);
  await expect(list.pager.getByRole('button')).toHaveText(['1', '4', '5', '6', '7', '8', '10']);
  await expect(list.pager.getByText('…')).toHaveCount(2);

  await list.goToPage(10);
  await expect(list.rows).toHaveCount(10);
  await expect(list.pager.getByRole('button')).toHaveText(['1', '5', '6', '7', '8', '9', '10']);
  await expect(list.pager.getByText('…')).toHaveCount(1);

  // on a phone (under 480 px) the window is 3 pages
  await list.goToPage(6);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(list.pager.getByRole('button')).toHaveText(['1', '5', '6', '7', '10']);
  await expect(list.pager.getByText('…')).toHaveCount(2);
});

test('page, page size and the filter panel state are remembered after a reload', async ({ page, api }) => {
  const prefix = uniqueName('e2e-keep');
  await languages(api, prefix, 25);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', prefix);
  await list.choosePageSize(20);
  await list.goToPage(2);
  await expect(list.rows).toHaveCount(5);

  await page.reload();
  await list.expectLoaded();
  // the filter is not kept, but the page, the size and the open panel are
  await expect(list.pageSize).toHaveText('20/page');
  await expect(list.currentPage()).toHaveText('2');
  await expect(list.filterPanel).toBeVisible();
  await expect(list.filtersToggle).toHaveAttribute('aria-expanded', 'true');

  // the archived tab keeps its own page and size
  await list.showTab('Archived');
  await expect(list.pageSize).toHaveText('10/page');

  // a closed panel stays closed
  await list.showTab('Active');
  await list.filtersToggle.click();
  await expect(list.filterPanel).toHaveCount(0);
  await page.reload();
  await list.expectLoaded();
  await expect(list.filterPanel).toHaveCount(0);
  await expect(list.pageSize).toHaveText('20/page');
});
