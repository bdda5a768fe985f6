// Call screens: a call campaign sent from the generated form, the success text and the history
// with its counters moving as the sandbox reports; a phone blocked and unblocked from the calls
// list. Each screen is also photographed at 1920 and 1280 px.
import { CALL_TEXTS } from '../../contract/call/call';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';

const SHOTS = '/tmp/shots/calls';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

const shoot = async (page: import('@playwright/test').Page, name: string) => {
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

test('a call campaign is sent: the success text, then the history with its counters', async ({ page, api }) => {
  const stamp = Date.now() % 10000;
  const groupName = `e2e-group-${Date.now()}`;
  const phones = Array.from({ length: 6 }, (_, i) => `+1720555${String((stamp + i) % 10000).padStart(4, '0')}`);
  const group = await api.call('POST', '/call/bulk/group', { body: { name: groupName, phones } });
  expect(group.status).toBe(201);

  const form = new EntityFormPage(page, 'callCampaign');
  await form.gotoCreate();
  const name = `e2e-call-campaign-${Date.now()}`;
  await form.fill({ 'Campaign Name': name, Message: 'Your order is ready for pick-up' });
  await shoot(page, 'campaign-send');
  await form.showTab('Recipients');
  await form.choose('Call group', groupName);
  await form.save.click();
  await expect(page.getByText(CALL_TEXTS.campaignSent)).toBeVisible();
  await expect(page).toHaveURL(/#\/call\/history$/);
  const row = page.locator('tr', { hasText: name });
  await expect(row).toBeVisible();
  // the list is read again until the sandbox's reports came in: 6 calls, 6 answered
  await expect(async () => {
    await page.reload();
    await expect(page.locator('tr', { hasText: name })).toContainText('sent', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const cells = await page.locator('tr', { hasText: name }).locator('td').allInnerTexts();
  expect(cells.filter((c) => c.trim() === '6').length).toBeGreaterThanOrEqual(2);
  await shoot(page, 'history');
});

test('a phone is blocked and unblocked from the calls list', async ({ page, api }) => {
  const phone = `+1720556${String(Date.now() % 10000).padStart(4, '0')}`;
  const created = await api.call('POST', '/call/call', { body: { phone } });
  expect(created.status).toBe(201);
  await page.goto('/#/call/calls');
  await expect(page.getByRole('group', { name: 'Calls by status' })).toContainText('Total');
  const block = page.getByRole('button', { name: `Block ${phone}`, exact: true });
  await expect(block.first()).toBeVisible();
  await block.first().click();
  const unblock = page.getByRole('button', { name: `Unblock ${phone}`, exact: true });
  await expect(unblock.first()).toBeVisible();
  expect((await api.call('GET', `/call/call/blocked?phones=${encodeURIComponent(phone)}`)).body.data).toEqual([phone]);
  // a call to it is refused while blocked
  expect((await api.call('POST', '/call/call', { body: { phone } })).status).toBe(422);
  await shoot(page, 'calls-list');
  await unblock.first().click();
  await expect(block.first()).toBeVisible();
  expect((await api.call('GET', `/call/call/blocked?phones=${encodeURIComponent(phone)}`)).body.data).toEqual([]);
});

test('tickets list the phones called in the range with their counts; a ticket shows its calls', async ({ page, api }) => {
  const phone = `+1720557${String(Date.now() % 10000).padStart(4, '0')}`;
  for (let i = 0; i < 2; i++) expect((await api.call('POST', '/call/call', { body: { phone } })).status).toBe(201);
  await page.goto('/#/call/tickets');
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await shoot(page, 'tickets');
  await row.getByRole('link', { name: phone }).click();
  await expect(page.getByTestId('ticket-phone')).toHaveText(phone);
  await expect(page.getByRole('table', { name: 'Calls' }).getByRole('row')).toHaveCount(3);
  await shoot(page, 'ticket');
});
