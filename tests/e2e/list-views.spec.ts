// A list's saved views and chosen columns are the user's, kept on the server: a view brings its
// filter back, a hidden column stays hidden after a reload and in another browser, and another user
// sees neither.
import { expect, signIn, test, uniqueName, useSession } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrdersListPage } from './pages/orders-list.page';
import { entities } from '../../contract/entities';

const VIEW = 'My languages';
/** A browser of its own (no session, no local storage) on the server under test. */
const inBrowser = () => ({ baseURL: test.info().project.use.baseURL, viewport: { width: 1920, height: 1080 } });

test('a saved view brings its filter back; a hidden column stays hidden for its user only', async ({ page, browser, api }) => {
  // three sign-ins in three browsers
  test.setTimeout(180_000);
  const prefix = uniqueName('e2e-views');
  for (let i = 1; i <= 3; i++) await api.create('language', { name: `${prefix}-${i}`, code: `${prefix}-${i}` });
  const owner = await api.userWith([{ value: entities.language.permission, type: 'access' }]);
  const other = await api.createUser({ userGroupId: owner.userGroupId });
  await useSession(page, await api.login(owner.username, owner.password));
  const list = new EntityListPage(page, 'language');
  await list.goto();

  // filter, save as a named view, clear the filter, pick the view: the filter is back
  await list.filterBy('Name', prefix);
  await expect(list.rows).toHaveCount(3);
  await list.saveView(VIEW);
  await list.filter('Name').fill('');
  await expect(list.filter('Name')).toHaveValue('');
  await expect(list.rows.filter({ hasNotText: prefix }).first()).toBeVisible();
  await list.pickView(VIEW);
  await expect(list.filter('Name')).toHaveValue(prefix);
  await expect(list.rows).toHaveCount(3);
  for (const text of await list.rows.allInnerTexts()) expect(text).toContain(prefix);

  // hide a column: gone, after a reload too
  await expect(list.columnHeader('Code')).toBeVisible();
  await list.toggleColumn('Code');
  await expect(list.columnHeader('Code')).toHaveCount(0);
  await expect(list.columnHeader('Name')).toBeVisible();
  await page.reload();
  await list.expectLoaded();
  await expect(list.columnHeader('Name')).toBeVisible();
  await expect(list.columnHeader('Code')).toHaveCount(0);

  // signed in again in another browser: the same view and columns
  const elsewhere = await browser.newContext(inBrowser());
  const there = await elsewhere.newPage();
  await signIn(there, owner.username, owner.password);
  const thereList = new EntityListPage(there, 'language');
  await thereList.goto();
  await expect(thereList.columnHeader('Name')).toBeVisible();
  await expect(thereList.columnHeader('Code')).toHaveCount(0);
  await thereList.viewsButton.click();
  await expect(thereList.view(VIEW)).toBeVisible();
  await elsewhere.close();

  // another user of the same group: every column, no saved view
  const theirs = await browser.newContext(inBrowser());
  const theirPage = await theirs.newPage();
  await signIn(theirPage, other.username, other.password);
  const theirList = new EntityListPage(theirPage, 'language');
  await theirList.goto();
  await expect(theirList.columnHeader('Code')).toBeVisible();
  await theirList.viewsButton.click();
  await expect(theirList.viewsMenu.getByRole('menuitem', { name: 'No saved views' })).toBeVisible();
  await expect(theirList.view(VIEW)).toHaveCount(0);
  await theirs.close();
});

test('the orders list keeps views of its own filter and status tab, and the columns chosen', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [first, second] = await data.create(2, telephone);
  await data.changeStatus(second, 'accepted');
  const user = await api.userWith([{ value: entities.order.permission, type: 'access' }]);
  await useSession(page, await api.login(user.username, user.password));
  const list = new OrdersListPage(page);
  await list.goto();

  // the telephone, the store picked by searching its name and the Accepted tab, saved as a view
  const store = String((await api.get('store', first.storeId!)).body.name);
  await list.filterBy({ Telephone: telephone });
  await list.expectIds([second.orderId, first.orderId]);
  await list.filterField('Stores').fill(store);
  await page.getByRole('option', { name: store }).first().click();
  await page.keyboard.press('Escape');
  await list.filterPanel.getByRole('button', { name: 'Filter', exact: true }).click();
  await list.statusTab('accepted').click();
  await list.expectIds([second.orderId]);
  await list.saveView('Accepted of one customer');

  // after a reload (nothing of the pickers loaded), cleared; the view brings all three back, the store by its name
  await page.reload();
  await expect(list.heading).toBeVisible();
  await list.openFilters();
  await list.clearFilter();
  await list.statusTab('All').click();
  await expect(list.filterField('Telephone')).toHaveValue('');
  await expect.poll(() => list.shownIds()).not.toEqual([second.orderId]);
  await list.pickView('Accepted of one customer');
  await expect(list.statusTab('accepted')).toHaveAttribute('aria-selected', 'true');
  await expect(list.filterField('Telephone')).toHaveValue(telephone);
  await expect(list.filterPanel.getByRole('button', { name: store, exact: true })).toBeVisible();
  await list.expectIds([second.orderId]);

  // the Tax column hidden: gone from the table, after a reload too; the others stay
  await expect(list.columnHeader('Tax')).toBeVisible();
  await list.toggleColumn('Tax');
  await expect(list.columnHeader('Tax')).toHaveCount(0);
  await page.reload();
  await expect(list.heading).toBeVisible();
  await expect(list.columnHeader('Total')).toBeVisible();
  await expect(list.columnHeader('Tax')).toHaveCount(0);
  await expect(list.columnHeader('Actions')).toBeVisible();
});
