// Call screens: a call campaign sent from the generated form, the success text and the history
// with its counters moving live as the sandbox reports; a phone blocked and unblocked from the calls
// list; the tickets over a date range, a ticket, and a ticket opened from an order. Each screen is
// also photographed at 1920 and 1280 px.
import { CALL_TEXTS } from '../../contract/call/call';
import { customer as customerEntity } from '../../contract/entities/customer';
import { order as orderEntity } from '../../contract/entities/order';
import { ORDER_PATHS, orderPath } from '../../contract/orders/order-paths';
import { screenPath } from '../../contract/screen-paths';
import { formatPhone, toE164 } from '../../contract/phone';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { screenshots } from './support/screenshots';

const shoot = screenshots('calls');

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

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
  // the counters move as the sandbox's reports arrive, without a reload: 6 calls, 6 answered
  await expect(row).toContainText('sent', { timeout: 30_000 });
  await expect.poll(async () => (await row.locator('td').allInnerTexts()).filter((c) => c.trim() === '6').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
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
  // its number, direction and status read as words and numbers read (the catalogue's labels, contract/phone.ts), not as stored
  const row = page.getByRole('row').filter({ hasText: formatPhone(phone) }).first();
  await expect(row.getByRole('cell', { name: 'Outbound', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^(Queued|Ringing|Answered|No answer|Busy|Failed)$/ })).toBeVisible();
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

/** YYYY-MM-DD of today, as the server dates calls (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

test('tickets: a date range lists the phones called in it with their counts, kept in the address; a ticket shows its calls', async ({ page, api }) => {
  const phone = `+1720557${5000 + (Date.now() % 5000)}`; // not 0404 or 0486, which the sandbox does not answer
  // three calls: more than any other phone of the demo data, so it heads the list
  for (let i = 0; i < 3; i++) expect((await api.call('POST', '/call/call', { body: { phone } })).status).toBe(201);
  await page.goto('/#/call/tickets');
  const table = page.getByRole('table', { name: 'Tickets' });
  const start = page.getByLabel('Start date');
  const end = page.getByLabel('End date');
  // the default range: the last 30 days up to today
  await expect(end).toHaveValue(today());
  const row = table.getByRole('row').filter({ hasText: formatPhone(phone) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');

  // a range before the calls: not listed
  await start.fill('2020-01-01');
  await end.fill('2020-01-31');
  await expect(page).toHaveURL(/start_date=2020-01-01&end_date=2020-01-31|end_date=2020-01-31&start_date=2020-01-01/);
  await expect(table).toContainText('No calls in this range.');
  await expect(row).toHaveCount(0);
  // a start after the end is refused at once, with the reason
  await start.fill('2020-02-01');
  await expect(page.getByText(CALL_TEXTS.badRange)).toBeVisible({ timeout: 3000 });
  await start.fill('2020-01-01');

  // a range up to today: listed with its three calls, answered once the sandbox reported them; a
  // reload keeps the range
  await end.fill(today());
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
  await expect(async () => {
    await page.reload();
    await expect(start).toHaveValue('2020-01-01');
    await expect(row.getByRole('cell').nth(3)).toHaveText('3', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/^\d+ total$/)).toBeVisible();
  await shoot(page, 'tickets');

  // phones read as people read them: (720) 557-xxxx
  await row.getByRole('link', { name: formatPhone(phone) }).click();
  await expect(page.getByTestId('ticket-phone')).toHaveText(formatPhone(phone));
  const calls = page.getByRole('table', { name: 'Calls' });
  await expect(calls.getByRole('row')).toHaveCount(4);
  await expect(calls.getByRole('row').filter({ hasText: 'Answered' })).toHaveCount(3);
  await shoot(page, 'ticket');
  // back to the list: the same range
  await page.goBack();
  await expect(start).toHaveValue('2020-01-01');
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
});

test("a ticket opened from an order (?order=true) shows the calls of the order's telephone", async ({ page, api }) => {
  const orders = await api.call('GET', orderPath(ORDER_PATHS.list(1, 50)));
  expect(orders.status).toBe(200);
  const order = (orders.body.data as { mongoId: string; orderId: number; telephone: string | null }[]).find((o) => toE164(o.telephone));
  expect(order, 'an order with a valid telephone').toBeDefined();
  const phone = toE164(order!.telephone)!;
  const before = await api.call('GET', `/call/tickets/${encodeURIComponent(phone)}`);
  expect(before.status).toBe(200);
  expect((await api.call('POST', '/call/call', { body: { phone: order!.telephone } })).status).toBe(201);

  await page.goto(`/#/call/tickets/${order!.mongoId}?order=true`);
  await expect(page.getByTestId('ticket-phone')).toHaveText(formatPhone(phone));
  await expect(page.getByTestId('ticket-order')).toHaveText(`Order ${order!.orderId}`);
  await expect(page.getByTestId('ticket-order')).toHaveAttribute('href', `#${screenPath(orderEntity, 'edit', order!.mongoId)}`);
  // the customer with that telephone, linked to their form
  const customer = (await api.call('GET', `/call/tickets/${encodeURIComponent(phone)}`)).body.customer;
  if (customer) await expect(page.getByTestId('ticket-customer')).toHaveAttribute('href', `#${screenPath(customerEntity, 'edit', customer.id)}`);
  // a header row, the calls made before and the one just made
  await expect(page.getByRole('table', { name: 'Calls' }).getByRole('row')).toHaveCount(before.body.data.length + 2);
  await shoot(page, 'ticket-order');

  // an order that does not exist says so
  await page.goto('/#/call/tickets/ffffffffffffffffffffffff?order=true');
  await expect(page.getByText('No order with this id.')).toBeVisible({ timeout: 3000 });
});
