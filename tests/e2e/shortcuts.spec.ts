// The console's keyboard: `g` then a letter goes to a main area (only one the user may open), `c`
// creates in the open list, `/` goes to the list's filter, `?` lists the shortcuts; keys typed into
// a field stay the field's; dialogs opened from the keyboard hold the focus and give it back.
import type { Locator, Page } from '@playwright/test';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession } from './fixtures';
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

/** Whether the focus is inside the dialog. */
const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/** Tabs forward and back through the dialog: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `after ${key}`).toBe(true);
  }
}

test('dialogs opened from the keyboard keep the focus inside, and give it back on Escape', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const name = uniqueName('e2e-keys');
  const language = await api.create('language', { name, code: name });
  await api.archive('language', [idOf('language', language)]);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.showTab('Archived');
  await list.filterBy('Name', name);

  // permanent delete asks first: the question holds the focus, and No / Escape returns it to Delete
  const remove = list.rowAction(name, 'Delete');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(list.confirmDialog).toBeVisible();
  await expect.poll(() => focusInside(list.confirmDialog)).toBe(true);
  await expectFocusTrapped(page, list.confirmDialog);
  await page.keyboard.press('Escape');
  await expect(list.confirmDialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  // the top bar's search, opened with Enter on its button
  const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await search.focus();
  await page.keyboard.press('Enter');
  const searchDialog = page.getByRole('dialog', { name: 'Search' });
  await expect(searchDialog).toBeVisible();
  await expectFocusTrapped(page, searchDialog);
  await page.keyboard.press('Escape');
  await expect(searchDialog).toHaveCount(0);
  await expect(search).toBeFocused();

  // the list of shortcuts
  await remove.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expectFocusTrapped(page, help);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(remove).toBeFocused();
});
