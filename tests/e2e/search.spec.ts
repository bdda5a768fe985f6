// The search box (docs/search.md): Ctrl+K anywhere in the console, or the top bar's button, opens
// it; typing finds screens of the menu and records on the server; the arrow keys and Enter open a
// record; Escape closes it and gives the focus back.
import AxeBuilder from '@axe-core/playwright';
import { customer } from '../../contract/entities/customer';
import { screenPath } from '../../contract/screen-paths';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession } from './fixtures';
import { GlobalSearchPage } from './pages/global-search.page';
import { ShellPage } from './pages/shell.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('Ctrl+K opens it; it finds a screen and a record; Enter opens the record', async ({ page, api }) => {
  const storeId = idOf('store', (await api.list('store', {}, 1)).data[0]);
  const lastname = uniqueName('Searchby');
  const record = await api.create('customer', { firstname: 'Ada', lastname, telephone: '(202) 555-0147', email: `${lastname}@example.com`, storeId });

  const shell = new ShellPage(page);
  await shell.open('/dashboard');
  await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
  const search = new GlobalSearchPage(page);
  await search.openWithKeys();

  // screens: the menu's entries by their label, as soon as a letter is typed
  await search.input.fill('custom');
  await expect(search.option('screens', /^Customers/)).toBeVisible();
  await expect(search.option('screens', /^Customer groups/)).toBeVisible();

  // records: the customer by a part of the last name, in the customers group
  await search.input.fill(`ada ${lastname.slice(0, -2)}`);
  const found = search.option('customer', `Ada ${lastname}`);
  await expect(found).toBeVisible();
  await expect(found).toContainText('(202) 555-0147');
  await expect(search.group('customer')).toContainText('Customers');
  expect(await new AxeBuilder({ page }).include('[role="dialog"]').analyze().then((r) => r.violations)).toEqual([]);

  // the arrow keys walk the options (the active one is selected); Enter opens the record's screen
  await expect(await search.activeOption()).toHaveAttribute('aria-selected', 'true');
  await search.input.press('ArrowDown');
  await search.input.press('ArrowUp');
  await expect(await search.activeOption()).toContainText(`Ada ${lastname}`);
  await search.input.press('Enter');
  await expect(search.dialog).toBeHidden();
  await shell.expectPath(screenPath(customer, 'edit', idOf('customer', record)));
});

test('Escape closes it and the focus returns where it was; the top bar button opens it too', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/dashboard');
  await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
  const search = new GlobalSearchPage(page);

  const dashboard = page.getByRole('banner').getByRole('link', { name: 'Dashboard' });
  await dashboard.focus();
  await search.openWithKeys();
  await expect(search.status).toHaveText('Type at least 2 characters to search records.');
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
  await expect(dashboard).toBeFocused();

  await search.button.click();
  await expect(search.input).toBeFocused();
  // it opens empty each time
  await expect(search.input).toHaveValue('');
  await search.input.fill('zz-nothing-here-zz');
  await expect(search.status).toHaveText('Nothing found for “zz-nothing-here-zz”.');
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
  await expect(search.button).toBeFocused();
});
