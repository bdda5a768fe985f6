// Forms and lists when someone else works on the same rows: a save based on a record another user
// changed meanwhile is refused, names them and overwrites nothing; an archive can be undone for a
// few seconds and reaches the server only once its notification closes.
import { messages } from '../../contract/messages';
import { ARCHIVE_UNDO_MS } from '../../src/components/list/list-cache';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, entityBase, expect, test, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('a save based on a record someone changed meanwhile is refused, names them and overwrites nothing', async ({ page, api }) => {
  const language = await api.language('e2e-stale');
  const id = language.languageId as number;
  const group = await api.createGroup((['access', 'update'] as const).map((type) => ({ value: 'localisation/language', type })));
  const jane = await api.createUser({ userGroupId: group.userGroupId, firstname: 'Jane', lastname: 'Doe' });
  const janeSession = await api.login(jane.username, jane.password);
  const form = new EntityFormPage(page, 'language');
  const shell = new ShellPage(page);

  await form.gotoUpdate(id);
  await expect(form.field('Name')).toHaveValue(language.name);
  // Jane changes the record while the form is open
  const theirs = await api.call('PUT', `${entityBase('language')}/${id}`, { token: janeSession.token, body: { locale: 'jd-JD' } });
  expect(theirs.status).toBe(200);

  const mine = `${language.name}-mine`;
  await form.fill({ Name: mine });
  await form.save.click();
  const stale = page.getByTestId('stale-record');
  await expect(stale).toContainText('Jane Doe changed this record at');
  await expect(stale).toContainText('Reload to see their changes; your edits are kept until you leave.');
  // nothing was overwritten, and what was typed is still there
  expect((await api.get('language', id)).body).toMatchObject({ name: language.name, locale: 'jd-JD' });
  await expect(form.field('Name')).toHaveValue(mine);
  await shell.expectPath(`/${form.decl.permission}/update/${id}`);

  // Reload: their change shows, the edited field keeps what was typed, and the save applies
  await stale.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(stale).toHaveCount(0);
  await expect(form.field('Locale')).toHaveValue('jd-JD');
  await expect(form.field('Name')).toHaveValue(mine);
  await form.save.click();
  await expect(shell.notification(messages.updated)).toBeVisible();
  expect((await api.get('language', id)).body).toMatchObject({ name: mine, locale: 'jd-JD' });
});

test('an archive undone puts the row back and never reaches the server', async ({ page, api }) => {
  const language = await api.language('e2e-undo');
  const id = language.languageId as number;
  const list = new EntityListPage(page, 'language');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/b/archive')) sent.push(r.url());
  });

  await list.goto();
  await list.filterBy('Name', language.name);
  await list.rowAction(language.name, 'Archive').click();
  await expect(list.row(language.name)).toHaveCount(0);
  await list.archiveNotice.undo();
  await expect(list.row(language.name)).toBeVisible();

  // well past the time the archive could have been sent
  await page.waitForTimeout(ARCHIVE_UNDO_MS + 1_000);
  expect(sent).toEqual([]);
  expect((await api.get('language', id)).body.deleted).toBe(false);
  await expect(list.row(language.name)).toBeVisible();
});

test('an archive left alone reaches the server once its notification closes', async ({ page, api }) => {
  const language = await api.language('e2e-archive');
  const id = language.languageId as number;
  const list = new EntityListPage(page, 'language');

  await list.goto();
  await list.filterBy('Name', language.name);
  await list.rowAction(language.name, 'Archive').click();
  await expect(list.row(language.name)).toHaveCount(0);
  await expect(list.archiveNotice.undoButton).toBeVisible();
  // sent when the notification closes by itself
  await expect(list.archiveNotice.root).toHaveCount(0, { timeout: ARCHIVE_UNDO_MS + 10_000 });
  await expect.poll(async () => (await api.get('language', id)).body.deleted).toBe(true);
  await list.showTab('Archived');
  await expect(list.row(language.name)).toBeVisible();
});

test('rows changed, archived or recovered by someone else follow in the open list', async ({ page, api }) => {
  const language = await api.language('e2e-live');
  const id = language.languageId as number;
  const list = new EntityListPage(page, 'language');
  await list.goto();
  await list.filterBy('Name', language.name);
  await expect(list.row(language.name).getByRole('cell', { name: 'xx-XX', exact: true })).toBeVisible();

  await api.update('language', id, { locale: 'yy-YY' });
  await expect(list.row(language.name).getByRole('cell', { name: 'yy-YY', exact: true })).toBeVisible();
  await api.archive('language', [id]);
  await expect(list.row(language.name)).toHaveCount(0);
  await list.showTab('Archived');
  await expect(list.row(language.name)).toBeVisible();
  await api.call('POST', `${entityBase('language')}/b/recover`, { body: [id] });
  await expect(list.row(language.name)).toHaveCount(0);
});
