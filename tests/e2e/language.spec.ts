// Two languages (docs/decisions.md, "Two languages"): a user picks Español in the top bar, and the
// menu, a list and its figures read in Spanish at once; the pick is kept on the server, so it
// survives a reload, a sign-out (the sign-in page is English) and a sign-in from a browser that
// never saw it. English stays every other user's language.
import type { Page } from '@playwright/test';
import { BALANCE_PERMISSION } from '../../contract/permissions';
import { expect, test, type TestUser } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

const LANGUAGE_LIST = [
  { value: 'localisation/language', type: 'access' },
  { value: BALANCE_PERMISSION, type: 'access' },
] as const;

/** An entry of the side menu, named in the language shown (the menu itself is 'Menú principal' in Spanish). */
const menuLink = (page: Page, label: string, menu = label === 'Languages' ? 'Main menu' : 'Menú principal') =>
  page.getByRole('navigation', { name: menu }).filter({ visible: true }).getByRole('link', { name: label, exact: true });

/** Signs in through the form (in English, as the sign-in page always is). */
async function signInAs(page: Page, user: TestUser) {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('username-badge').filter({ visible: true })).toHaveText(user.username);
}

test('a user picks Español in the top bar; the choice stays with the user, not the browser', async ({ page, api, browser }) => {
  const user = await api.userWith([...LANGUAGE_LIST]);
  await api.language('e2e-idioma');
  const shell = new ShellPage(page);
  const list = new EntityListPage(page, 'language');

  await signInAs(page, user);
  await expect(shell.logout).toBeVisible();
  // the balance, in dollars as English writes them (other tests move it: its figure is not checked)
  await expect(page.getByTestId('balance')).toHaveText(/^-?\$[\d,]+$/);

  const menuButton = shell.topBar.getByRole('button', { name: 'Language' });
  await menuButton.click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Español' }).click();

  // the shell, the menu and a list in Spanish; money in the Latin-American Spanish format
  await expect(shell.topBar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await menuLink(page, 'Idiomas').click();
  await expect(list.root.getByRole('heading', { name: 'Idiomas', exact: true })).toBeVisible();
  await expect(list.root.getByRole('button', { name: 'Filtros' })).toBeVisible();
  await expect(list.root.getByRole('tab', { name: 'Activos' })).toBeVisible();
  await expect(list.root.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await expect(list.root.getByRole('columnheader', { name: 'Configuración regional' })).toBeVisible();
  await expect(list.rows.first()).toContainText('Habilitado');
  await expect(page.getByTestId('balance')).toHaveText(/^-?USD\s[\d,]+$/);

  // kept on the user's record
  await expect.poll(async () => (await api.call('GET', '/api/ug/p/u', { token: (await api.login(user.username, user.password)).token })).body.language).toBe('es');

  // a reload keeps it
  await page.reload();
  await expect(shell.topBar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(shell.topBar.getByRole('button', { name: 'Idioma' })).toBeVisible();

  // signed out, the sign-in page is English again; signed in again on this browser: Spanish
  await shell.topBar.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signInAs(page, user);
  await expect(menuLink(page, 'Idiomas')).toBeVisible();

  // a browser that never saw the choice opens the sign-in page in English, and the console in Spanish
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const fresh = await other.newPage();
    await signInAs(fresh, user);
    await expect(menuLink(fresh, 'Idiomas')).toBeVisible();
    await fresh.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await expect(fresh.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
    await fresh.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(menuLink(fresh, 'Languages')).toBeVisible();
  } finally {
    await other.close();
  }
  await expect.poll(async () => (await api.call('GET', '/api/ug/p/u', { token: (await api.login(user.username, user.password)).token })).body.language).toBe('en');
});

test('a user who never chose reads English, whoever chose Spanish on the same browser before', async ({ page, api }) => {
  const spanish = await api.userWith([...LANGUAGE_LIST]);
  await api.call('PUT', '/api/u/me/language', { token: (await api.login(spanish.username, spanish.password)).token, body: { language: 'es' } });
  const english = await api.userWith([...LANGUAGE_LIST]);
  const shell = new ShellPage(page);

  await signInAs(page, spanish);
  await expect(menuLink(page, 'Idiomas')).toBeVisible();
  await shell.topBar.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signInAs(page, english);
  await expect(menuLink(page, 'Languages')).toBeVisible();
  await expect(shell.logout).toBeVisible();
});
