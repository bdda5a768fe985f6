// The notification list, the bell's count and the settings screen, fed by the real server.
import type { Page } from '@playwright/test';
import { CHANNEL_DESCRIPTION, EMPTY_NOTIFICATIONS_TEXT, NOTIFICATION_PAGE_SIZE, type NotificationLinkData } from '../../contract/notifications';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession, type BackOfficeApi, type TestUser } from './fixtures';
import { NotificationSettingsPage } from './pages/notification-settings.page';
import { NotificationsPage } from './pages/notifications.page';

/** Raises a notification for one user through the server's one notify function. */
async function notify(api: BackOfficeApi, user: TestUser, content: string, type = 'order', data: NotificationLinkData = {}) {
  const r = await api.call('POST', '/notification/send', { body: { type, content, receivers: [user.userId], data } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

async function signedInUser(api: BackOfficeApi, page: Page): Promise<TestUser> {
  // not among those told of every new order (no access to orders), so orders created by other
  // suites running alongside do not change the counts these tests expect
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  await useSession(page, await api.login(user.username, user.password));
  return user;
}

test('a notification arrives on the open list, raises the count, and a click marks it read and opens its link', async ({ page, api }) => {
  const user = await signedInUser(api, page);
  const screen = new NotificationsPage(page);
  // the bell counts on every screen of the shell
  await page.goto('/#/dashboard');
  await screen.expectCount(0);
  const early = uniqueName('While on the dashboard');
  await notify(api, user, early);
  await screen.expectCount(1);

  await screen.openDropDown();
  await screen.dropDown().getByRole('link', { name: 'See all notifications' }).click();
  await expect(screen.items()).toHaveCount(1);
  await screen.item(early).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(EMPTY_NOTIFICATIONS_TEXT)).toBeVisible();
  await screen.expectCount(0);

  const first = uniqueName('New order');
  await notify(api, user, first, 'order', { Id: 4242 });
  await expect(screen.items().first()).toContainText(first);
  await screen.expectUnread(screen.item(first), true);
  await screen.expectCount(1);

  const second = uniqueName('Order status');
  await notify(api, user, second, 'order_status');
  await expect(screen.items().first()).toContainText(second);
  await screen.expectCount(2);

  // the link opens the order's screen (which then sends this user, without access to orders, on)
  const followed = page.waitForURL(/#\/sale\/order\/update\/4242$/);
  await screen.item(first).getByRole('button').first().click();
  await followed;
  await screen.expectCount(1);

  await screen.open();
  await screen.expectUnread(screen.item(first), false);
  await screen.expectUnread(screen.item(second), true);
});

test('mark all as read and deleting an unread one lower the count by the spec', async ({ page, api }) => {
  const user = await signedInUser(api, page);
  const names = [uniqueName('one'), uniqueName('two'), uniqueName('three')];
  for (const name of names) await notify(api, user, name);
  const screen = new NotificationsPage(page);
  await screen.open();
  await expect(screen.items()).toHaveCount(3);
  await screen.expectCount(3);

  await screen.remove(screen.item(names[0]));
  await expect(screen.items()).toHaveCount(2);
  await screen.expectCount(2);

  await screen.markAllRead();
  await screen.expectCount(0);
  for (const name of names.slice(1)) await screen.expectUnread(screen.item(name), false);

  // deleting a read one leaves the count alone; a new one raises it again
  await screen.remove(screen.item(names[1]));
  await screen.expectCount(0);
  await notify(api, user, uniqueName('four'));
  await screen.expectCount(1);

  await page.reload();
  await expect(screen.items()).toHaveCount(2);
  await screen.expectCount(1);
});

test.describe('a long list', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('loads 10 at a time and more when scrolled to the bottom', async ({ page, api }) => {
    const user = await signedInUser(api, page);
    const total = 25;
    for (let i = 1; i <= total; i++) await notify(api, user, `item ${String(i).padStart(2, '0')}`);
    const screen = new NotificationsPage(page);
    await screen.open();
    await expect(screen.items()).toHaveCount(NOTIFICATION_PAGE_SIZE);
    await expect(screen.items().first()).toContainText('item 25');

    await screen.scrollToBottom();
    await expect(screen.items()).toHaveCount(2 * NOTIFICATION_PAGE_SIZE);
    await screen.scrollToBottom();
    await expect(screen.items()).toHaveCount(total);
    await expect(screen.items().last()).toContainText('item 01');
  });
});

test('the settings screen groups the types by channel, and a type switched off on Dashboard is not shown in the app', async ({ page, api }) => {
  const user = await signedInUser(api, page);
  const settings = new NotificationSettingsPage(page);
  await settings.open();
  const dashboard = settings.channel('inApp');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(dashboard.getByText(CHANNEL_DESCRIPTION)).toBeVisible();

  const review = settings.toggle('inApp', 'Review');
  await expect(review).toBeChecked();
  await review.uncheck();
  await expect(page.getByText('Updated')).toBeVisible();
  await page.reload();
  await expect(settings.toggle('inApp', 'Review')).not.toBeChecked();
  await expect(settings.toggle('inApp', 'Order')).toBeChecked();

  await notify(api, user, uniqueName('A review'), 'review');
  const kept = uniqueName('An order');
  await notify(api, user, kept, 'order');
  const screen = new NotificationsPage(page);
  await screen.open();
  await expect(screen.items()).toHaveCount(1);
  await expect(screen.items().first()).toContainText(kept);
});

test('the browser registers the push service worker after sign-in', async ({ page, api }) => {
  await signedInUser(api, page);
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('username-badge')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
});

test('a user disabled by an administrator is signed out of the open page at once', async ({ page, api }) => {
  const user = await signedInUser(api, page);
  const screen = new NotificationsPage(page);
  await screen.open();
  await expect(page.getByTestId('username-badge')).toHaveText(user.username);
  const r = await api.call('PUT', `/api/u/${user.userId}`, { body: { status: false } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  // the session ends at once; the root page then asks to sign in
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => 'loading')).toBeNull();
  await expect(page.getByTestId('username-badge')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test("a notification arriving plays its type's sound", async ({ page, api, request }) => {
  const upload = await request.post('/notification/files/upload', {
    headers: { Authorization: `Bearer ${await api.adminToken()}` },
    multipart: { file: { name: 'ding.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3fake-mp3-bytes') } },
  });
  expect(upload.status()).toBe(201);
  const { fileId, url } = (await upload.json()) as { fileId: number; url: string };
  const sound = await api.create('notificationSound', { name: uniqueName('ding'), fileId });
  const typeName = uniqueName('ringing');
  await api.create('notificationType', { name: typeName, inApp: true, sounds: [sound.notificationSoundId] });

  // the page records what it plays instead of playing it
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { played: string[] }).played = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
  const user = await signedInUser(api, page);
  const screen = new NotificationsPage(page);
  await screen.open();
  await notify(api, user, uniqueName('With a sound'), typeName);
  await screen.expectCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played)).toEqual([
    expect.stringContaining(url),
  ]);
});

test('the Push channel asks to allow notifications until the browser allows them', async ({ page, api, context }) => {
  await signedInUser(api, page);
  const settings = new NotificationSettingsPage(page);
  await settings.open();
  await expect(settings.channel('push').getByText('Allow push notifications in this browser.')).toBeVisible();

  await context.grantPermissions(['notifications']);
  await page.reload();
  await expect(settings.channel('push').getByRole('switch').first()).toBeVisible();
  await expect(settings.channel('push').getByText('Allow push notifications in this browser.')).toHaveCount(0);
});

test('a notification sound is uploaded from its form: a wrong file is refused with the spec text, a sound is kept and saved', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  await page.goto('/#/system/notification/sound/create');
  const name = uniqueName('chime');
  await page.getByLabel('Name *').fill(name);
  const file = page.locator('input[type=file][name=fileId]');
  // a picture renamed .mp3: refused by its bytes, nothing kept
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2213bc70000000049454e44ae426082', 'hex');
  await file.setInputFiles({ name: 'chime.mp3', mimeType: 'audio/mpeg', buffer: png });
  await expect(page.getByText(/Wrong file type found\. Only mp3, wav/)).toBeVisible();
  await expect(page.getByTestId('uploaded-file')).toHaveText('No file yet');
  await file.setInputFiles({ name: 'chime.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3fake-mp3-bytes') });
  await expect(page.getByTestId('uploaded-file')).toHaveText(/^File #\d+$/);
  await expect(page.getByLabel('Play the uploaded file')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/system\/notification\/sound$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});
