// A list keeps its state in its URL: tab, page, size, sort and filter come back on Back, on a reload
// and from a pasted link; a list opened from the menu still opens where its local memory says.
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

test('filter, sort, size and page survive Back, a reload and a pasted link', async ({ page, context, api }) => {
  const prefix = uniqueName('e2e-state');
  for (let i = 1; i <= 12; i++) await api.create('language', { name: `${prefix}-${String(i).padStart(2, '0')}`, code: `${prefix}-${i}` });
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const list = new EntityListPage(page, 'language');
  const shell = new ShellPage(page);

  await list.goto();
  await list.choosePageSize(10);
  await list.filterBy('Name', prefix);
  await list.root.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(list.rows.first()).toContainText(`${prefix}-01`);
  await list.goToPage(2);
  const secondPage = [`${prefix}-11`, `${prefix}-12`];
  const expectSecondPage = async (on: EntityListPage) => {
    await expect(on.rows).toHaveCount(2);
    for (const [i, name] of secondPage.entries()) await expect(on.rows.nth(i)).toContainText(name);
    await expect(on.currentPage()).toHaveText('2');
    await expect(on.pageSize).toHaveText('10/page');
    await expect(on.filter('Name')).toHaveValue(prefix);
  };
  await expectSecondPage(list);
  expect(new URL(page.url()).hash).toContain('page=2');

  // into a record and Back: the same page of the same filtered, sorted list
  await list.rowAction(secondPage[0], 'Edit').click();
  await expect(page).toHaveURL(/\/update\//);
  await page.goBack();
  await expectSecondPage(list);

  // a reload
  await page.reload();
  await expectSecondPage(list);

  // the link pasted in another tab
  const link = page.url();
  const other = await context.newPage();
  await other.goto(link);
  await expectSecondPage(new EntityListPage(other, 'language'));
  await other.close();

  // from the menu: the remembered page and size, the filter panel's values not kept
  await shell.menuItem('Languages').click();
  await expect(list.filter('Name')).toHaveValue('');
  await expect(list.pageSize).toHaveText('10/page');
  await expect(list.currentPage()).toHaveText('2');
});

test('a pasted link with values the list does not know opens the list as remembered', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const list = new EntityListPage(page, 'language');
  await page.goto(`/#${list.path}?tab=gone&perPage=7&sort=password&filter=${encodeURIComponent('{"secret":1}')}`);
  await list.expectLoaded();
  await expect(list.tab('Active')).toHaveAttribute('aria-selected', 'true');
  await expect(list.rows.first()).toBeVisible();
});
