// The API document (issue 8): an administrator opening /api/docs in the browser lands on the
// console's screen of it, which lists every route with its permission; others are kept out.
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { ShellPage } from './pages/shell.page';

test('an administrator browses the API document from /api/docs', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  await page.goto('/api/docs');
  await new ShellPage(page).expectPath('/system/api_docs');
  const operations = page.getByTestId('api-operation');
  // the whole document (every route of the API) is read and drawn first
  await expect(operations.first()).toBeVisible({ timeout: 30_000 });
  expect(await operations.count()).toBeGreaterThan(100);

  await page.getByLabel('Search paths').fill('/api/u/register/verify');
  await expect(operations).toHaveCount(1);
  await expect(operations.first()).toContainText('public');
  await page.getByLabel('Search paths').fill('/language/s/l/l/{id}');
  await expect(operations.filter({ hasText: 'PUT' })).toContainText('localisation/language (update)');
  await operations.filter({ hasText: 'PUT' }).click();
  await expect(page.getByLabel('Details')).toContainText('"x-permission"');
});

test('a user without the permission does not see the screen, and the server refuses the document', async ({ page, api }) => {
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  const session = await api.login(user.username, user.password);
  await useSession(page, session);
  const shell = new ShellPage(page);
  await shell.open('/system/api_docs');
  await shell.expectPath('/dashboard');
  expect((await api.call('GET', '/api/docs/json', { token: session.token })).status).toBe(403);
});
