// SMS screens: a conversation receiving an inbound message live; a campaign whose counters move as
// the (sandbox) provider's reports arrive. Each screen is also photographed at 1920 and 1280 px.
import { toE164 } from '../../contract/phone';
import { SMS_TEXTS } from '../../contract/sms/sms';
import type { Page } from '@playwright/test';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { snap } from './support/screenshots';

const SHOTS = '/tmp/shots/sms';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

/** A new conversation with a number of the test (`prefix` and three digits), its first message sent. */
async function firstMessage(page: Page, prefix: string, text: string): Promise<string> {
  const phone = prefix + String(Date.now() % 1000).padStart(3, '0');
  await page.goto('/#/call/sms/send');
  await page.getByTestId('sms-phone').fill(phone);
  await page.getByTestId('sms-text').fill(text);
  await page.getByTestId('sms-send').click();
  return phone;
}

test('an SMS conversation sends, sees its status, and receives an inbound message live', async ({ page, api }) => {
  const phone = await firstMessage(page, '+12025557', 'Your order is on its way');
  await expect(page.getByText(SMS_TEXTS.sent)).toBeVisible();
  const sent = page.getByTestId('sms-message').filter({ hasText: 'Your order is on its way' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('delivered');

  // an inbound message from another number is not this conversation's
  await api.call('POST', '/sms/sandbox/inbound', { body: { from: '+12025550111', text: 'Someone else' } });
  await api.call('POST', '/sms/sandbox/inbound', { body: { from: phone, text: 'Thanks, see you soon' } });
  const inbound = page.locator('[data-testid="sms-message"][data-inbound="true"]');
  await expect(inbound).toHaveCount(1);
  await expect(inbound).toContainText('Thanks, see you soon');
  await expect(page.getByTestId('sms-conversation')).not.toContainText('Someone else');

  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, { path: `${SHOTS}/conversation-${width}.png`, fullPage: true });
  }

  // the inbound_sms notification's link opens the same conversation
  const found = await api.call('GET', `/sms/s/1/1?from=${encodeURIComponent(phone)}&inbound=true`);
  await page.goto(`/#/sms/send/${found.body.data[0].smsId}`);
  await expect(page.getByTestId('sms-message')).toHaveCount(2);
  await expect(page.getByTestId('sms-phone')).toHaveValue(phone);
  // from an order (?order=true): the order's customer phone
  const orders = await api.call('GET', '/order/s/sales/1/20');
  const order = orders.body.data.find((o: { telephone: string | null }) => toE164(o.telephone));
  if (order) {
    await page.goto(`/#/call/sms/send/${order.mongoId}?order=true`);
    await expect(page.getByTestId('sms-phone')).toHaveValue(toE164(order.telephone)!);
  }

  await page.goto('/#/call/sms');
  await expect(page.getByTestId('sms-status').first()).toBeVisible();
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, { path: `${SHOTS}/list-${width}.png`, fullPage: true });
  }
});

test('staff block a number from its conversation, a send to it is refused, and the list unblocks it; a STOP cannot be lifted', async ({ page, api }) => {
  const phone = await firstMessage(page, '+12025558', 'Before the block');
  await expect(page.getByTestId('sms-message').filter({ hasText: 'Before the block' })).toBeVisible();

  await page.getByRole('button', { name: `Block ${phone}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Unblock ${phone}`, exact: true })).toBeVisible();
  expect((await api.call('GET', `/sms/blocked?phones=${encodeURIComponent(phone)}`)).body.data).toEqual([{ phone, reason: 'blocked' }]);
  await page.getByTestId('sms-text').fill('After the block');
  await page.getByTestId('sms-send').click();
  await expect(page.getByText(SMS_TEXTS.blocked)).toBeVisible();

  // the list: each message's other party has the toggle, the page's phones read in one call;
  // unblocking there lets messages through again
  const reads: string[] = [];
  page.on('request', (r) => void (r.url().includes('/sms/blocked?') && reads.push(r.url())));
  await page.goto('/#/call/sms');
  const unblock = page.getByRole('button', { name: `Unblock ${phone}`, exact: true }).first();
  await expect(unblock).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Block|Unblock) \+/ })).not.toHaveCount(0);
  expect(await page.getByRole('button', { name: /^(Block|Unblock) \+/ }).count()).toBeGreaterThan(1);
  expect(reads).toHaveLength(1);
  await unblock.click();
  await expect(page.getByRole('button', { name: `Block ${phone}`, exact: true }).first()).toBeVisible();
  expect((await api.call('GET', `/sms/blocked?phones=${encodeURIComponent(phone)}`)).body.data).toEqual([]);

  // a number that texted STOP shows so, and its toggle is off
  await api.call('POST', '/sms/sandbox/inbound', { body: { from: phone, text: 'STOP' } });
  await expect.poll(async () => (await api.call('GET', `/sms/blocked?phones=${encodeURIComponent(phone)}`)).body.data).toEqual([{ phone, reason: 'unsubscribed' }]);
  await page.goto('/#/call/sms/send');
  await page.getByTestId('sms-phone').fill(phone);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const stopped = page.getByRole('button', { name: new RegExp(`^${phone.replace('+', '\\+')} unsubscribed with STOP`) });
  await expect(stopped).toBeDisabled();
  await expect(page.getByText('Unsubscribed (STOP)')).toBeVisible();
  await snap(page, { path: `${SHOTS}/conversation-blocked-1280.png` });
  await api.call('POST', '/sms/sandbox/inbound', { body: { from: phone, text: 'START' } });
});

test('a campaign is validated, sent, and its counters move as reports arrive', async ({ page }) => {
  await page.goto('/#/sms/campaign/send');
  await page.getByTestId('campaign-validate').click();
  await expect(page.getByTestId('campaign-errors')).toBeVisible();
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, { path: `${SHOTS}/campaign-send-errors-${width}.png`, fullPage: true });
  }
  const name = `e2e-campaign-${Date.now()}`;
  await page.getByTestId('campaign-name').fill(name);
  await page.getByTestId('campaign-message').fill('Weekend sale: 20% off');
  const phones = Array.from({ length: 40 }, (_, i) => `(202) 556-${String(1000 + i)}`);
  phones[1] = '(202) 555-0666'; // reported as spam by the sandbox
  await page.getByTestId('campaign-phones').fill(phones.join('\n'));
  await page.getByTestId('campaign-validate').click();
  await expect(page.getByTestId('campaign-errors')).toHaveCount(0);
  await page.getByTestId('campaign-send').click();
  await expect(page.getByText(SMS_TEXTS.campaignSent)).toBeVisible();
  await expect(page).toHaveURL(/#\/sms\/campaign$/);
  const row = page.locator('tr', { hasText: name });
  await expect(row).toBeVisible();
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, { path: `${SHOTS}/campaign-list-${width}.png`, fullPage: true });
  }
  await row.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/#\/sms\/campaign\/show\/\d+/);
  // the counters move to their final values as the reports arrive, without a reload
  await expect(page.getByTestId('counter-smsCount')).toHaveText('40', { timeout: 20_000 });
  await expect(page.getByTestId('counter-deliveredCount')).toHaveText('39', { timeout: 20_000 });
  await expect(page.getByTestId('counter-spamCount')).toHaveText('1');
  await expect(page.getByTestId('counter-pendingCount')).toHaveText('0');
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, { path: `${SHOTS}/campaign-show-${width}.png`, fullPage: true });
  }
});

test('a campaign sent again starts with everything chosen on it: customer groups, links and texts too', async ({ page, api }) => {
  const group = await api.create('customerGroup', { name: `e2e-sms-group-${Date.now()}`, descriptions: [{ languageId: 1, name: 'SMS group' }] });
  const earlier = await api.create('smsCampaign', {
    campaignName: `e2e-again-${Date.now()}`,
    message: 'Spring menu is out',
    phones: ['(202) 556-2001'],
    customerGroups: [group.customerGroupId],
    links: ['https://shop.example.com/spring'],
    texts: ['Spring menu'],
  });
  await page.goto(`/#/sms/campaign/send/${earlier.campaignId}`);
  await expect(page.getByTestId('campaign-from')).toBeVisible();
  await expect(page.getByTestId('campaign-name')).toHaveValue(String(earlier.campaignName));
  const field = (name: string) => page.locator(`[data-field="${name}"]`);
  await expect(field('customerGroups')).toContainText(String(group.name));
  await expect(field('links').locator('input')).toHaveValue('https://shop.example.com/spring');
  await expect(field('texts').locator('input')).toHaveValue('Spring menu');

  // sent again as it is, the new campaign keeps them
  await page.getByTestId('campaign-send').click();
  await expect(page.getByText(SMS_TEXTS.campaignSent)).toBeVisible();
  const { data } = await api.list('smsCampaign', { campaignName: String(earlier.campaignName) }, 10);
  const again = data.find((c) => c.campaignId !== earlier.campaignId);
  expect(again).toMatchObject({ customerGroups: [group.customerGroupId], links: ['https://shop.example.com/spring'], texts: ['Spring menu'] });
});
