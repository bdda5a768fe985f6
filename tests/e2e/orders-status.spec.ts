// Status changes from the orders list (spec, first document, sections 4, 5 and 9): the dialogs,
// their checks, 'Your order {status}' closing after 5 s, staff labels, the call and SMS links,
// and a change made elsewhere showing in an open list without a reload.
import { orderMessages, PAYMENT_METHOD_LABELS } from '../../contract/orders';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrdersListPage } from './pages/orders-list.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

async function openList(page: import('@playwright/test').Page, telephone: string) {
  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });
  return list;
}

test('a status without a dialog is confirmed directly and the message closes after 5 s', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);

  // a new order offers no call or SMS link
  await expect(list.row(order.orderId).getByTestId('order-call-link')).toHaveCount(0);
  await list.pickStatus(order.orderId, 'accepted');
  await expect(list.doneDialog).toHaveText(orderMessages.statusChanged('accepted'));
  const shownAt = Date.now();
  await expect(list.doneDialog).toBeHidden({ timeout: 9000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);

  await expect(list.statusButton(order.orderId)).toHaveText('accepted');
  // the one who accepted becomes the order's manager
  await expect(list.row(order.orderId).getByTestId('order-staff')).toHaveText([`manager: ${ADMIN_USERNAME}`]);
  await expect(list.row(order.orderId).getByTestId('order-call-link')).toHaveAttribute('href', `#/call/tickets/${order.mongoId}?order=true`);
  await expect(list.row(order.orderId).getByTestId('order-sms-link')).toHaveAttribute('href', `#/call/sms/send/${order.mongoId}?order=true`);
});

test('cancel asks for a reason, and notes when the reason is other', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);

  await list.pickStatus(order.orderId, 'cancel');
  const dialog = list.statusDialog('cancel');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Cancellation reason' }).click();
  await expect(page.getByRole('option')).toHaveCount(8);
  await page.getByRole('option', { name: 'other', exact: true }).click();
  await expect(dialog).toContainText('*Please enter notes.');
  await expect(confirm).toBeDisabled();
  const notes = dialog.getByRole('textbox', { name: 'Notes' });
  await notes.fill('abc');
  await expect(dialog).toContainText('*Minimum characters are 4');
  await expect(confirm).toBeDisabled();
  await notes.fill('Customer called twice');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(list.doneDialog).toHaveText('Your order cancel');
  await expect(list.statusButton(order.orderId)).toHaveText('cancel');

  const stored = await data.get(order.orderId);
  expect(stored.orderCancellationReasonId).toBe(8);
  expect(stored.orderHistory.at(-1)).toMatchObject({ status: 'cancel', previousStatus: 'new', message: 'Customer called twice' });
});

test('a cancel with another reason needs no notes', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);

  await list.pickStatus(order.orderId, 'cancel');
  const dialog = list.statusDialog('cancel');
  await dialog.getByRole('combobox', { name: 'Cancellation reason' }).click();
  await page.getByRole('option', { name: 'Out of stock', exact: true }).click();
  await expect(dialog).not.toContainText('*Please enter notes.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(list.statusButton(order.orderId)).toHaveText('cancel');
});

test('stolen requires notes of at least 4 characters', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);

  await list.pickStatus(order.orderId, 'stolen');
  const dialog = list.statusDialog('stolen');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(dialog).toContainText('*Please enter notes.');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('ab');
  await expect(dialog).toContainText('*Minimum characters are 4');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Driver robbed');
  await confirm.click();
  await expect(list.doneDialog).toHaveText('Your order stolen');
  await expect(list.statusButton(order.orderId)).toHaveText('stolen');
});

test('delivering picks a driver among the users with the Delivery permission', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);

  // closing the dialog changes nothing
  await list.pickStatus(order.orderId, 'delivering');
  let dialog = list.statusDialog('delivering');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.statusButton(order.orderId)).toHaveText('new');

  await list.pickStatus(order.orderId, 'delivering');
  dialog = list.statusDialog('delivering');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Driver' }).click();
  // the demo driver holds the Delivery permission; the admin and the manager do not appear
  await expect(page.getByRole('option', { name: /^driver\b/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^manager\b/ })).toHaveCount(0);
  await page.getByRole('option', { name: /^driver\b/ }).click();
  await confirm.click();
  await expect(list.doneDialog).toHaveText('Your order delivering');
  await expect(list.statusButton(order.orderId)).toHaveText('delivering');
  await expect(list.row(order.orderId).getByTestId('order-staff')).toContainText(['driver: driver']);
});

test('the payment method and the franchise change from the row', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);

  await list.row(order.orderId).getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: PAYMENT_METHOD_LABELS.zelle, exact: true }).click();
  await expect(list.row(order.orderId).getByRole('combobox', { name: 'Payment method' })).toHaveText(PAYMENT_METHOD_LABELS.zelle);
  await expect.poll(async () => (await data.get(order.orderId)).paymentMethod).toBe('zelle');

  await list.row(order.orderId).getByTestId('order-franchise-button').click();
  const first = page.getByRole('menuitem').first();
  // the menu loads its franchises once opened: its first item is 'Loading…' until then
  await expect(first).not.toHaveText(/Loading/);
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(list.row(order.orderId).getByTestId('order-franchise-button')).toHaveText(name);
  await expect.poll(async () => (await data.get(order.orderId)).franchise?.name).toBe(name);
});

test('a change made through the API shows in the open list without a reload', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const list = await openList(page, telephone);
  await expect(list.statusButton(order.orderId)).toHaveText('new');
  // the list itself must not be reloaded by the test
  let navigations = 0;
  page.on('framenavigated', () => navigations++);

  await data.changeStatus(order, 'progress');
  await expect(list.statusButton(order.orderId)).toHaveText('progress');

  await api.call('PUT', `/order/u/p/${order.orderId}`, { body: { Id: order.orderId, paymentMethod: 'cash' } });
  await expect(list.row(order.orderId).getByRole('combobox', { name: 'Payment method' })).toHaveText(PAYMENT_METHOD_LABELS.cash);
  expect(navigations).toBe(0);
});
