// The shell as an operator reads it: breadcrumbs naming area, list and record; a failed list read
// shown as a failure with a retry, never as an empty list; the balance loading; the bell's
// drop-down; a menu that offers only the screens the user can use.
import type { Page } from '@playwright/test';
import { entities } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { NOTIFICATION_DISPLAY } from '../../contract/notifications';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, entityBase, type BackOfficeApi, expect, idOf, test, uniqueName, useSession } from './fixtures';
import { NotificationsPage } from './pages/notifications.page';

const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'breadcrumb' });
/** The paged list call of an entity: GET {base}/{page}/{count}. */
const isListCall = (entity: string) => (url: URL) => new RegExp(`^${entityBase(entity)}/\\d+/\\d+$`).test(url.pathname);

const asAdmin = async (page: Page, api: BackOfficeApi) => useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
const creator = [
  { value: entities.customer.permission, type: 'access' as const },
  { value: entities.customer.permission, type: 'create' as const },
];

test('breadcrumbs name the area, the list (a link) and the record the way the title does', async ({ page, api }) => {
  await asAdmin(page, api);
  const language = await api.language();
  const id = idOf('language', language);
  await page.goto(`/#/localisation/language/update/${id}`);
  const title = `Update Language #${id}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const items = breadcrumbs(page).getByRole('listitem');
  await expect(items).toHaveText(['Dashboard', 'System', 'Languages', title]);
  await breadcrumbs(page).getByRole('link', { name: 'Languages' }).click();
  await expect(page).toHaveURL(/#\/localisation\/language$/);
  await expect(items).toHaveText(['Dashboard', 'System', 'Languages']);

  // a path whose first segment is not the area people know it by
  await page.goto('/#/tool/upload');
  await expect(items).toHaveText(['Dashboard', 'Media', 'Images']);
});

test("a list whose read fails shows 'Bad response from server' and a retry, never an empty list", async ({ page, api }) => {
  await asAdmin(page, api);
  // anything that ever reads as an empty list is recorded, however briefly it shows
  await page.addInitScript((empty) => {
    const seen: string[] = [];
    (window as unknown as { emptySeen: string[] }).emptySeen = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      if (text.includes(empty)) seen.push(empty);
      if (/(^|\n)0 total(\n|$)/.test(text)) seen.push('0 total');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, messages.emptyOrders);
  let failing = true;
  await page.route(isListCall('language'), (route) =>
    failing && route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'The database is restarting' } }) : route.fallback(),
  );

  await page.goto('/#/localisation/language');
  const failure = page.getByTestId('list-error');
  await expect(failure).toContainText(messages.badResponse);
  await expect(failure).toContainText('The database is restarting');
  await expect(page.getByTestId('list-row')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { emptySeen: string[] }).emptySeen)).toEqual([]);

  // the list tries again by itself first (Retry is dimmed meanwhile); once it gives up, Retry is the operator's
  const retry = failure.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('list-row')).toHaveCount(0);
  failing = false;
  await retry.click();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page.getByTestId('list-total')).toHaveText(/^\d+ total$/);
});

test("a refused save says 'Bad response from server' beside the server's message", async ({ page, api }) => {
  await asAdmin(page, api);
  const language = await api.language();
  const id = idOf('language', language);
  await page.route(
    (url) => url.pathname === `${entityBase('language')}/${id}`,
    (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 400, json: { message: 'Refused for the test' } }) : route.fallback()),
  );
  await page.goto(`/#/localisation/language/update/${id}`);
  await page.getByRole('textbox', { name: 'Name *' }).fill(uniqueName('Renamed'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${messages.badResponse}: Refused for the test` })).toBeVisible();
});

test('the balance shows as loading until its call answers, never as a red $0', async ({ page, api }) => {
  await asAdmin(page, api);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname === '/api/account/balance',
    async (route) => {
      await answered;
      await route.fulfill({ json: { balance: 42.4 } });
    },
  );
  await page.goto('/#/dashboard');
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveAttribute('data-state', 'loading');
  await expect(balance).toHaveAccessibleName('Balance: loading');
  await expect(balance).not.toContainText('$');
  answer();
  await expect(balance).toHaveText('$42');
  await expect(balance).toHaveAttribute('data-state', 'loaded');
});

test(`the bell opens the latest ${NOTIFICATION_DISPLAY} notifications, marks one read, and leads to the list`, async ({ page, api }) => {
  // no access to orders: not among those told of every new order by other suites
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  const contents = Array.from({ length: NOTIFICATION_DISPLAY + 2 }, (_, i) => uniqueName(`Bell ${String(i).padStart(2, '0')}`));
  for (const content of contents) {
    const r = await api.call('POST', '/notification/send', { body: { type: 'review', content, receivers: [user.userId], data: {} } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  await useSession(page, await api.login(user.username, user.password));
  await page.goto('/#/dashboard');
  const screen = new NotificationsPage(page);
  await screen.expectCount(contents.length);

  await screen.openDropDown();
  const items = screen.dropDownItems();
  await expect(items).toHaveCount(NOTIFICATION_DISPLAY);
  // newest first: the two oldest are left for the list
  await expect(items.first()).toContainText(contents.at(-1)!);
  await expect(items.last()).toContainText(contents[2]);
  await expect(screen.dropDown()).not.toContainText(contents[0]);

  const newest = items.first();
  await expect(newest).toHaveAttribute('data-unread', 'true');
  await newest.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newest).toHaveAttribute('data-unread', 'false');
  // the drop-down is modal (the bell is hidden from the accessibility tree while it is open): its badge
  await expect(page.getByTestId('notification-count')).toHaveText(String(contents.length - 1));

  await screen.dropDown().getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/#\/notifications$/);
  await expect(screen.dropDown()).toHaveCount(0);
  await expect(screen.items().first()).toContainText(contents.at(-1)!);
  await screen.expectCount(contents.length - 1);
});

test('the menu hides a screen whose every right the user lacks, and the screen does not open', async ({ page, api }) => {
  const blind = await api.userWith(creator);
  await useSession(page, await api.login(blind.username, blind.password));
  await page.goto('/#/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Customers', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Import customers' })).toHaveCount(0);
  await page.goto('/#/user/customer_group/import');
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('the menu offers that screen once the user holds every right it needs', async ({ page, api }) => {
  const seeing = await api.userWith([...creator, { value: entities.customerGroup.permission, type: 'access' }]);
  await useSession(page, await api.login(seeing.username, seeing.password));
  await page.goto('/#/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Import customers' }).click();
  await expect(page).toHaveURL(/#\/user\/customer_group\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import customers' })).toBeVisible();
});

// the screens built beside the engine fail the same way: the failure with a retry in place of
// their rows, never their headers over nothing or an empty list
const OWN_READS = [
  { screen: '/call/tickets', read: (url: URL) => url.pathname === '/call/tickets' },
  { screen: '/system/audit', read: (url: URL) => /^\/api\/audit\/\d+\/\d+$/.test(url.pathname) },
  { screen: '/tool/upload', read: isListCall('image') },
  { screen: '/catalog/category', read: isListCall('category') },
];
for (const { screen, read } of OWN_READS) {
  test(`${screen}: a failed read says 'Bad response from server' with a retry, and the retry reads it`, async ({ page, api }) => {
    await asAdmin(page, api);
    let failing = true;
    await page.route(read, (route) => (failing && route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'The database is restarting' } }) : route.fallback()));
    await page.goto(`/#${screen}`);
    const failure = page.getByTestId('list-error').first();
    await expect(failure).toContainText(messages.badResponse, { timeout: 30_000 });
    await expect(failure).toContainText('The database is restarting');
    await expect(page.locator('#main-content').getByRole('columnheader')).toHaveCount(0);
    await expect(page.locator('#main-content').getByText(/^\d+ total$/)).toHaveCount(0);
    const retry = failure.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled({ timeout: 30_000 });
    failing = false;
    await retry.click();
    await expect(page.getByTestId('list-error')).toHaveCount(0);
    await expect(page.locator('#main-content').getByText(/^\d+ total$/)).toBeVisible();
  });
}
