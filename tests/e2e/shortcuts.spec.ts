// The console's keyboard: `g` then a letter goes to a main area (only one the user may open), `c`
// creates in the open list, `/` goes to the list's filter, `?` lists the shortcuts; keys typed into
// a field stay the field's.
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

test('g then a letter, / and c on a list, ? for the list of shortcuts', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const shell = new ShellPage(page);
  await page.goto('/#/dashboard');
  await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: 'g o Go to Orders' })).toBeVisible();
  await expect(help.getByRole('row', { name: 'c Create in the open list' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // `/` where no list is open: the search
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await shell.expectPath('/sale/order');
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await shell.expectPath('/system/user');

  const list = new EntityListPage(page, 'language');
  await shell.menuItem('Languages').click();
  await list.expectLoaded();
  await page.keyboard.press('/');
  await expect(list.filter('Name')).toBeFocused();
  // typed into the filter, the keys are the filter's: no navigation, no create
  await page.keyboard.type('gc');
  await expect(list.filter('Name')).toHaveValue('gc');
  await shell.expectPath(list.path);
  // the list reads the typed filter (it shows in the URL) before the user leaves it
  await expect(page).toHaveURL(/filter=.*gc/);

  await list.heading.click();
  await page.keyboard.press('c');
  await shell.expectPath(`${list.path}/create`);
});

test('a user is not taken to an area they may not open, nor offered it', async ({ page, api }) => {
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  await useSession(page, await api.login(user.username, user.password));
  const shell = new ShellPage(page);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await page.waitForTimeout(300);
  await shell.expectPath(list.path);

  // access without create: `c` does nothing
  await page.keyboard.press('c');
  await page.waitForTimeout(300);
  await shell.expectPath(list.path);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: 'g d Go to Dashboard' })).toBeVisible();
  await expect(help.getByRole('row', { name: /Go to Orders/ })).toHaveCount(0);
});
