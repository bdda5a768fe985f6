// Users through the common list and form: create with group, salary and working hours, edit,
// archive, recover, destroy; the spec's success notices and redirects; 422 items as notifications.
import { messages } from '../../contract/messages';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, TEST_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

const CREATED = 'User has been succesfuly create!';
const UPDATED = 'User has been succesfuly updated!';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

// The seeded admin group comes first in the group lookup, whatever other tests have created.
const FIRST_GROUP = 'admin';
const FIRST_GROUP_ID = 1;

test('create a user with group and salary, then sign in as that user', async ({ page, api }) => {
  const list = new EntityListPage(page, 'user');
  const form = new EntityFormPage(page, 'user');
  const shell = new ShellPage(page);
  const username = uniqueName('e2e-new');

  await list.goto();
  await list.createButton.click();
  await expect(form.heading).toHaveText('Create User');
  await form.fill({
    Username: username,
    Firstname: 'Ada',
    Lastname: 'Lovelace',
    Email: `${username}@example.test`,
    Phone: '(555) 010-7777',
    Password: TEST_PASSWORD,
  });
  await form.choose('Group', FIRST_GROUP);
  await form.showTab('Salary');
  await form.fill({ 'Monthly Salary': 2500, 'Hourly Rate': 15.5, 'Per Order Rate': 2 });
  await form.save.click();

  await expect(shell.notification(CREATED)).toBeVisible();
  await shell.expectPath(list.path);
  await list.filterBy('Username', username);
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(username).getByRole('cell', { name: FIRST_GROUP, exact: true })).toBeVisible();

  const id = Number(await list.row(username).getAttribute('data-id'));
  const saved = (await api.get('user', id)).body;
  expect(saved).toMatchObject({
    username,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `${username}@example.test`,
    user_group_id: FIRST_GROUP_ID,
    userGroup: FIRST_GROUP,
    salary: { monthlySalary: 2500, hourlyRate: 15.5, perOrderRate: 2 },
    status: true,
  });
  expect(saved).not.toHaveProperty('password');
  // the password typed in the form works
  expect((await api.login(username, TEST_PASSWORD)).token).toBeTruthy();
});

test('working hours per weekday are saved from the form', async ({ page, api }) => {
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const user = await api.createUser({ userGroupId: group.userGroupId });
  const form = new EntityFormPage(page, 'user');
  const shell = new ShellPage(page);

  await form.gotoUpdate(user.userId);
  await form.showTab('Working hours');
  const hours = page.getByRole('group', { name: 'Working Hours' });
  // weekdays in order, Monday first: add one range to Monday
  await hours.getByRole('button', { name: 'Add' }).first().click();
  await form.fill({ 'Start Time': '09:00', 'End Time': '17:30' });
  await form.save.click();

  await expect(shell.notification(UPDATED)).toBeVisible();
  const saved = (await api.get('user', user.userId)).body;
  expect(saved.workingHours.monday).toEqual([expect.objectContaining({ startTime: '09:00', endTime: '17:30' })]);
  expect(saved.workingHours.tuesday ?? []).toEqual([]);
});

test("the group lookup loads 10 at a time and 'See More' loads the next ones", async ({ page, api }) => {
  // more groups than one lookup page, the last one sorting after every other name
  for (let i = 0; i < 11; i++) await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const last = await api.createGroup([{ value: 'localisation/language', type: 'access' }], uniqueName('zzzz-e2e-last'));
  const form = new EntityFormPage(page, 'user');
  await form.gotoCreate();
  await form.select('Group').click();
  const listbox = page.getByRole('listbox');
  const loaded = listbox.getByRole('option').filter({ hasNotText: 'See More' });
  await expect(loaded).toHaveCount(10);
  await listbox.getByRole('option', { name: 'See More', exact: true }).click();
  await expect.poll(() => loaded.count()).toBeGreaterThan(10);
  await page.keyboard.press('Escape');

  // the picker searches as one types: the last name is found without paging
  await form.choose('Group', last.name);
  await expect(form.select('Group')).toHaveValue(last.name);
});

test('edit a user: the form holds the record, the changes are saved, the password is kept', async ({ page, api }) => {
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const user = await api.createUser({ userGroupId: group.userGroupId, salary: { monthlySalary: 1000, hourlyRate: 10, perOrderRate: 1 } });
  const list = new EntityListPage(page, 'user');
  const form = new EntityFormPage(page, 'user');
  const shell = new ShellPage(page);

  await list.goto();
  await list.filterBy('Username', user.username);
  await list.rowAction(user.username, 'Edit').click();
  await form.expectUpdate(user.userId);
  await expect(form.field('Username')).toHaveValue(user.username);
  await expect(form.select('Group')).toHaveValue(group.name);
  await expect(form.field('Password')).toHaveValue('');
  await form.field('Firstname').fill('Grace');
  await form.showTab('Salary');
  await expect(form.field('Hourly Rate')).toHaveValue('10');
  await form.field('Hourly Rate').fill('12.5');
  await form.save.click();

  await expect(shell.notification(UPDATED)).toBeVisible();
  await shell.expectPath(list.path);
  const saved = (await api.get('user', user.userId)).body;
  expect(saved).toMatchObject({ firstname: 'Grace', salary: { monthlySalary: 1000, hourlyRate: 12.5, perOrderRate: 1 } });
  expect((await api.login(user.username, user.password)).token).toBeTruthy();
});

test("a user's form shows when the user was added and the hours they worked, as the server counts them", async ({ page, api }) => {
  const user = await api.createUser({ userGroupId: 2 });
  const hour = 3_600_000;
  const worked = await api.call('POST', `/api/u/worked_hours/${user.userId}`, {
    body: { checkIn: new Date(Date.now() - 3 * hour).toISOString(), checkOut: new Date(Date.now() - hour).toISOString(), note: 'Morning shift' },
  });
  expect(worked.status, JSON.stringify(worked.body)).toBe(201);
  const ranges = (await api.call('GET', `/api/u/worked_hours/${user.userId}`)).body.data as { rangeName: string; hours: number }[];
  const form = new EntityFormPage(page, 'user');

  await form.gotoUpdate(user.userId);
  await expect(page.getByTestId('date-added')).toContainText('Date added: ');
  await form.showTab('Worked hours');
  const tab = page.getByTestId('worked-hours');
  for (const range of ranges) {
    await expect(tab.getByTestId(`worked-hours-${range.rangeName}`)).toContainText(`${range.hours} h`);
  }
  await expect(tab.getByTestId('worked-hours-row')).toHaveCount(1);
  await expect(tab.getByTestId('worked-hours-row')).toContainText('2 h');
  await expect(tab.getByTestId('worked-hours-row')).toContainText('Morning shift');
});

test('archive, recover and destroy a user', async ({ page, api }) => {
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const user = await api.createUser({ userGroupId: group.userGroupId });
  const list = new EntityListPage(page, 'user');

  await list.goto();
  await list.filterBy('Username', user.username);
  await list.archive(user.username);
  await list.showTab('Archived');
  await expect(list.row(user.username)).toBeVisible();
  expect((await api.get('user', user.userId)).body.deleted).toBe(true);

  await list.rowAction(user.username, 'Recover').click();
  await expect(list.row(user.username)).toHaveCount(0);
  await list.showTab('Active');
  await expect(list.row(user.username)).toBeVisible();
  expect((await api.get('user', user.userId)).body.deleted).toBe(false);

  await list.archive(user.username);
  await list.showTab('Archived');
  await list.rowAction(user.username, 'Delete').click();
  await list.confirm('Yes');
  await expect(list.row(user.username)).toHaveCount(0);
  expect((await api.get('user', user.userId)).status).toBe(404);
});

test('a duplicate username refused by the server shows one notification titled Username', async ({ page, api }) => {
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const existing = await api.createUser({ userGroupId: group.userGroupId });
  const form = new EntityFormPage(page, 'user');
  const shell = new ShellPage(page);

  await form.gotoCreate();
  const other = uniqueName('e2e-dupu');
  await form.fill({ Username: existing.username, Firstname: 'Dup', Lastname: 'User', Email: `${other}@example.test`, Phone: '555', Password: TEST_PASSWORD });
  await form.choose('Group', FIRST_GROUP);
  const reply = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/u$/.test(new URL(r.url()).pathname));
  await form.save.click();
  expect((await reply).status()).toBe(422);

  const shown = shell.notification(messages.taken('username'));
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Username');
  await expect(form.heading).toHaveText('Create User');
});

test('each item of a 422 is shown as its own notification, titled by its field', async ({ page, api }) => {
  const form = new EntityFormPage(page, 'user');
  const shell = new ShellPage(page);
  const items = [
    { path: 'username', msg: 'Username is reserved.' },
    { path: 'email', msg: 'Mail domain not accepted.' },
    { path: 'salary.hourlyRate', msg: 'Rate too high for the group.' },
  ];
  // a server answer the client cannot foresee, with several items at once
  await page.route(
    (url) => url.pathname === '/api/u',
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 422, json: items }) : route.fallback()),
  );

  await form.gotoCreate();
  const username = uniqueName('e2e-422');
  await form.fill({ Username: username, Firstname: 'Many', Lastname: 'Errors', Email: `${username}@example.test`, Phone: '555', Password: TEST_PASSWORD });
  await form.choose('Group', FIRST_GROUP);
  await form.save.click();

  for (const [label, item] of [['Username', items[0]], ['Email', items[1]], ['Hourly Rate', items[2]]] as const) {
    const shown = shell.notification(item.msg);
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(label);
  }
  await expect(shell.notifications.filter({ hasText: /Username is reserved|Mail domain|Rate too high/ })).toHaveCount(3);
  await expect(form.heading).toHaveText('Create User');
  expect((await api.list('user', { username })).count).toBe(0);
});
