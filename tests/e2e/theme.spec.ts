// Light and dark: the console follows the system's colour scheme until a user picks one in the top
// bar; the pick, kept on the user's record, survives a reload and a sign-out, comes back at that
// user's next sign-in on any browser, and is that user's only (another user of the same browser
// starts from the system's). Each theme is photographed on the dashboard at 1920 and 1280 px.
import type { Page } from '@playwright/test';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, signIn, test } from './fixtures';
import { screenshots } from './support/screenshots';

const shoot = screenshots('theme');

/** The page's background as painted: the theme's `background.default`. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT = 'rgb(247, 248, 250)';
const DARK = 'rgb(18, 20, 23)';

test('a new user follows the system: dark when the system is dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
  await expect.poll(() => pageBackground(page)).toBe(DARK);
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Light theme');
});

test("the top bar's switch turns dark, which is kept on the user's record: theirs only, on any browser", async ({ page, api, browser }) => {
  // a user of their own: the pick is kept on the server, and the administrator's must stay the system's for the other tests
  const user = await api.userWith([{ value: 'catalog/brand', type: 'access' }]);
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, user.username, user.password);
  await expect.poll(() => pageBackground(page)).toBe(LIGHT);
  await shoot(page, 'dashboard-light');

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect.poll(() => pageBackground(page)).toBe(DARK);
  await shoot(page, 'dashboard-dark');
  await page.reload();
  await expect(page.getByTestId('username-badge')).toHaveText(user.username);
  await expect.poll(() => pageBackground(page)).toBe(DARK);

  // signed out, the sign-in page follows the system again; the pick comes back with the user
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect.poll(() => pageBackground(page)).toBe(LIGHT);
  await signIn(page, user.username, user.password);
  await expect.poll(() => pageBackground(page)).toBe(DARK);

  // another browser, light by its system: the user's pick is there too
  const elsewhere = await browser.newContext({ colorScheme: 'light' });
  try {
    const other = await elsewhere.newPage();
    await signIn(other, user.username, user.password);
    await expect.poll(() => pageBackground(other)).toBe(DARK);
  } finally {
    await elsewhere.close();
  }

  // another user of this browser has not picked: the system's light
  const someoneElse = await api.userWith([{ value: 'catalog/brand', type: 'access' }]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await signIn(page, someoneElse.username, someoneElse.password);
  await expect.poll(() => pageBackground(page)).toBe(LIGHT);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
});
