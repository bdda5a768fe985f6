// Languages through the common list and form: create, edit, archive, recover, destroy (singly and
// in bulk), the form's client checks and a server 422 shown as a notification.
import { messages } from '../../contract/messages';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('create, edit, archive, recover and destroy a language', async ({ page, api }) => {
  const list = new EntityListPage(page, 'language');
  const form = new EntityFormPage(page, 'language');
  const shell = new ShellPage(page);
  const name = uniqueName('e2e-lang');
  const renamed = `${name}-renamed`;

  // create from the list's Create button
  await list.goto();
  await list.createButton.click();
  await expect(form.heading).toHaveText('Create Language');
  await form.fill({ Name: name, Code: name, Locale: 'xx-XX' });
  await form.showTab('Data');
  await form.fill({ 'Sort Order': 7, Directory: 'xx' });
  await form.save.click();
  await expect(shell.notification(messages.created)).toBeVisible();
  await shell.expectPath(list.path);

  await list.filterBy('Name', name);
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(name).getByRole('cell', { name: 'xx-XX', exact: true })).toBeVisible();
  const id = Number(await list.row(name).getAttribute('data-id'));
  const created = (await api.get('language', id)).body;
  expect(created).toMatchObject({ name, code: name, locale: 'xx-XX', sortOrder: 7, directory: 'xx', status: true, deleted: false });

  // edit from the row
  await list.rowAction(name, 'Edit').click();
  await form.expectUpdate(id);
  await expect(form.field('Name')).toHaveValue(name);
  await form.field('Name').fill(renamed);
  await form.save.click();
  await expect(shell.notification(messages.updated)).toBeVisible();
  await shell.expectPath(list.path);
  expect((await api.get('language', id)).body.name).toBe(renamed);

  // archive: leaves the active tab, shows in the archived one
  await list.filterBy('Name', renamed);
  await list.archive(renamed);
  await list.showTab('Archived');
  await expect(list.row(renamed)).toBeVisible();
  expect((await api.get('language', id)).body.deleted).toBe(true);

  // recover: back in the active tab
  await list.rowAction(renamed, 'Recover').click();
  await expect(list.row(renamed)).toHaveCount(0);
  await list.showTab('Active');
  await expect(list.row(renamed)).toBeVisible();
  expect((await api.get('language', id)).body.deleted).toBe(false);

  // destroy from the archive, after the question; No keeps it
  await list.archive(renamed);
  await list.showTab('Archived');
  await list.rowAction(renamed, 'Delete').click();
  await expect(list.confirmDialog).toContainText(messages.confirmDelete);
  await list.confirm('No');
  await expect(list.row(renamed)).toBeVisible();
  await list.rowAction(renamed, 'Delete').click();
  await list.confirm('Yes');
  await expect(list.row(renamed)).toHaveCount(0);
  expect((await api.get('language', id)).status).toBe(404);
});

test('bulk archive, recover and destroy with select-all', async ({ page, api }) => {
  const prefix = uniqueName('e2e-bulk');
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await api.create('language', { name: `${prefix}-${i}`, code: `${prefix}-${i}` }));
  const ids = made.map((l) => l.languageId as number);
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', prefix);
  await expect(list.rows).toHaveCount(3);

  await expect(list.bulk('Archive')).toBeDisabled();
  await expect(list.total).toHaveText('3 total');
  await list.selectAll.check();
  for (const made1 of made) await expect(list.rowCheckbox(made1.name)).toBeChecked();
  await list.archiveSelected();
  await expect(list.rows).toHaveCount(0);
  await expect(list.total).toHaveText('0 total');
  await expect(list.selectAll).not.toBeChecked();
  for (const id of ids) expect((await api.get('language', id)).body.deleted).toBe(true);

  // select-all is for the tab shown: another tab starts unchecked
  await list.showTab('Archived');
  await expect(list.rows).toHaveCount(3);
  await list.selectAll.check();
  await list.showTab('Active');
  await list.showTab('Archived');
  await expect(list.selectAll).not.toBeChecked();
  for (const made1 of made) await expect(list.rowCheckbox(made1.name)).not.toBeChecked();
  await expect(list.total).toHaveText('3 total');
  // one row back to the active tab, the other two destroyed together
  await list.rowCheckbox(made[0].name).check();
  await list.bulk('Recover').click();
  await expect(list.rows).toHaveCount(2);
  await expect(list.total).toHaveText('2 total');
  await expect(list.rowCheckbox(made[1].name)).not.toBeChecked();

  await list.selectAll.check();
  await list.bulk('Delete').click();
  await expect(list.confirmDialog).toContainText(messages.confirmDelete);
  await list.confirm('Yes');
  await expect(list.rows).toHaveCount(0);
  await expect(list.selectAll).not.toBeChecked();
  expect((await api.get('language', ids[0])).body.deleted).toBe(false);
  expect((await api.get('language', ids[1])).status).toBe(404);
  expect((await api.get('language', ids[2])).status).toBe(404);

  await list.showTab('Active');
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(made[0].name)).toBeVisible();
});

test('the form checks required fields and lengths before sending, with error counts on the tabs', async ({ page }) => {
  const form = new EntityFormPage(page, 'language');
  let sent = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/language/s/l/l')) sent = true;
  });
  await form.gotoCreate();
  await form.showTab('Data');
  await form.save.click();
  // the form switches to the first tab with an error
  await expect(form.tab('General')).toHaveAttribute('aria-selected', 'true');
  await expect(form.tab('General')).toHaveText('1. General (2)');
  await expect(form.helperText('Name')).toHaveText(messages.required('Name'));
  await expect(form.helperText('Code')).toHaveText(messages.required('Code'));

  await form.field('Name').fill('x');
  await form.field('Code').fill('ok');
  await form.save.click();
  await expect(form.helperText('Name')).toHaveText(messages.minLength(2));
  await expect(form.tab('General')).toHaveText('1. General (1)');
  expect(sent).toBe(false);
});

test('a duplicate code refused by the server shows one notification titled by the field', async ({ page, api }) => {
  const existing = await api.language('e2e-dup');
  const form = new EntityFormPage(page, 'language');
  const shell = new ShellPage(page);
  await form.gotoCreate();
  await form.fill({ Name: uniqueName('e2e-dup2'), Code: existing.code });
  const reply = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/language/s/l/l'));
  await form.save.click();
  expect((await reply).status()).toBe(422);

  const shown = shell.notification(messages.taken('code'));
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Code');
  await expect(shell.notifications.filter({ hasText: messages.created })).toHaveCount(0);
  // the form stays, with what was typed
  await expect(form.heading).toHaveText('Create Language');
  await expect(form.field('Code')).toHaveValue(existing.code);
});
