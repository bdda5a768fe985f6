// What a group's permissions change in the browser: the menu, the screens that open, and the
// buttons that are dimmed and not clickable (spec, first document, section 6).
import { entityList } from '../../contract/entities';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, signIn, test } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

test('the menu shows only the entries the group may access', async ({ page, api }) => {
  const user = await api.userWith([
    { value: 'localisation/language', type: 'access' },
    { value: 'system/user', type: 'access' },
  ]);
  await signIn(page, user.username, user.password);
  const shell = new ShellPage(page);

  await expect(shell.groupName).toHaveText(user.groupName);
  await expect(shell.menuItem('Languages')).toBeVisible();
  await expect(shell.menuItem('Users')).toBeVisible();
  await expect(shell.menuGroup('System')).toBeVisible();
  await expect(shell.menuGroup('Users')).toBeVisible();
  // every entry shown leads to a granted path (or below it), and no other entity is listed
  const targets = await shell.menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of targets) expect(href).toMatch(/^#\/(localisation\/language|system\/user)(\/|$)/);
  const labels = await shell.menuLabels();
  for (const decl of entityList.filter((d) => d.name !== 'language' && d.name !== 'user')) expect(labels).not.toContain(decl.label);
  expect(labels).not.toContain('Audit log');

  await shell.menuItem('Languages').click();
  await shell.expectPath('/localisation/language');
  await expect(page.getByTestId('list-language')).toBeVisible();
});

test('the admin menu holds the system entities under System, the staff under Users', async ({ page }) => {
  await signIn(page, ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
  const shell = new ShellPage(page);
  const system = shell.menuGroup('System');
  for (const label of ['Languages', 'Currencies']) {
    await expect(system.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const users = shell.menuGroup('Users');
  for (const label of ['User groups', 'Users']) {
    await expect(users.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

test('a screen the group may not access is not opened: it goes to /dashboard', async ({ page, api }) => {
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  await signIn(page, user.username, user.password);
  const shell = new ShellPage(page);
  for (const path of ['/system/user', '/system/user_group', '/localisation/language/create']) {
    await shell.open(path);
    await shell.expectPath('/dashboard');
  }
  // and the server refuses the call itself
  const session = await api.login(user.username, user.password);
  expect((await api.call('GET', '/api/u/1/10', { token: session.token })).status).toBe(403);
});

test('without the rights, Create, Edit and Archive are dimmed and not clickable', async ({ page, api }) => {
  const language = await api.language('e2e-dim');
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  await signIn(page, user.username, user.password);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', language.name);
  await expect(list.rows).toHaveCount(1);

  for (const button of [list.createButton, list.rowAction(language.name, 'Edit'), list.rowAction(language.name, 'Archive')]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveCSS('opacity', '0.4');
    await button.click({ force: true });
  }
  // nothing happened: same screen, the row still active
  await expect(page).toHaveURL(/#\/localisation\/language(\?[^/]*)?$/);
  await expect(list.confirmDialog).toHaveCount(0);
  await expect(list.row(language.name)).toBeVisible();
  expect((await api.get('language', language.languageId)).body.deleted).toBe(false);

  // the bulk archive stays dimmed even with a row selected
  await list.rowCheckbox(language.name).check();
  await expect(list.bulk('Archive')).toBeDisabled();
  await expect(list.bulk('Archive')).toHaveCSS('opacity', '0.4');
});

test('with the rights, the same buttons are bright and work', async ({ page, api }) => {
  const language = await api.language('e2e-bright');
  const user = await api.userWith([
    { value: 'localisation/language', type: 'access' },
    { value: 'localisation/language', type: 'modify' },
    { value: 'localisation/language', type: 'archive_and_recover' },
  ]);
  await signIn(page, user.username, user.password);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', language.name);

  for (const button of [list.createButton, list.rowAction(language.name, 'Edit'), list.rowAction(language.name, 'Archive')]) {
    await expect(button).toBeEnabled();
    await expect(button).toHaveCSS('opacity', '1');
  }
  // Delete needs the delete right: archived rows show it dimmed
  await list.archive(language.name);
  await list.showTab('Archived');
  await expect(list.rowAction(language.name, 'Recover')).toBeEnabled();
  await expect(list.rowAction(language.name, 'Delete')).toBeDisabled();
  await expect(list.rowAction(language.name, 'Delete')).toHaveCSS('opacity', '0.4');
});
