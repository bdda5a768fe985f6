// Pickers an operator can use (issue 28): the order form's customer picker searches by name or
// telephone, tells customers apart and fills Telephone; the product picker searches and sorts
// numbers as numbers; an order's customer shows its name and links to its record; time tracking
// picks users by name.
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrderFormPage } from './pages/orders-form.page';
import { OrdersListPage } from './pages/orders-list.page';
import { optionNamed } from './pages/pick-option';

/** A US number no other test uses, stored as E.164; `shown` is how the console writes it. */
function customerTelephone(): { e164: string; shown: string; last4: string } {
  const last4 = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { e164: `+1202555${last4}`, shown: `(202) 555-${last4}`, last4 };
}

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test("the order form's customer picker searches by name and telephone, tells customers apart and fills Telephone", async ({ page, api }) => {
  const lastname = uniqueName('Picker');
  const phone = customerTelephone();
  await api.create('customer', { firstname: 'Ann', lastname, telephone: phone.e164, email: `${lastname}@example.com` });
  await page.goto('/#/sale/order/create');
  const form = new OrderFormPage(page);
  const customer = form.root.getByRole('combobox', { name: 'Customer' });

  // by name: her whole name, with her telephone and email to tell her from the other Anns
  await customer.fill(`ann ${lastname}`);
  const option = optionNamed(page, `Ann ${lastname}`, true);
  await expect(option).toContainText(`${phone.shown} · ${lastname}@example.com`);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);

  // by telephone, as typed
  await customer.fill(phone.shown);
  await expect(option).toBeVisible();
  await option.click();
  await expect(customer).toHaveValue(`Ann ${lastname}`);
  await expect(form.field('Telephone')).toHaveValue(phone.e164);
});

test('the product picker searches and sorts numbers as numbers, showing model and price', async ({ page, api }) => {
  const prefix = uniqueName('Numbered');
  for (const n of [10, 2, 1, 11]) await api.create('product', { name: `${prefix} ${n}`, model: `M-${n}`, price: n });
  await page.goto('/#/sale/order/create');
  const form = new OrderFormPage(page);
  await form.lines.first().getByRole('combobox', { name: 'Product' }).fill(prefix);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(4);
  await expect(options).toContainText([`${prefix} 1`, `${prefix} 2`, `${prefix} 10`, `${prefix} 11`]);
  await expect(options.nth(2)).toContainText('M-10 · $10.00');
  await options.nth(2).click();
  await expect(form.linePrice(0)).toContainText('10.00');
});

test("an order's customer shows its name, read when beyond the picker's first page, and links to the customer", async ({ page, api }) => {
  // last by the customers' order (last name), so on no first page
  const lastname = `zz-${uniqueName('late')}`;
  const phone = customerTelephone();
  const customer = await api.create('customer', { firstname: 'Ann', lastname, telephone: phone.e164 });
  const telephone = uniqueTelephone();
  const [order] = await new OrdersData(api).create(1, telephone, { customerId: customer.customerId });
  const customerPath = `#/user/customer/update/${customer.customerId}`;

  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });
  await list.expectIds([order.orderId]);
  const link = page.getByRole('link', { name: `Ann ${lastname}`, exact: true });
  await expect(link).toHaveAttribute('href', customerPath);

  await page.goto(`/#/sale/order/update/${order.mongoId}`);
  const form = new OrderFormPage(page);
  await expect(form.root.getByRole('combobox', { name: 'Customer' })).toHaveValue(`Ann ${lastname}`);
  const open = form.root.getByRole('link', { name: `Open Ann ${lastname}` });
  await expect(open).toHaveAttribute('href', customerPath);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`${customerPath}$`));
});

test('time tracking picks its users by name', async ({ page, api }) => {
  const lastname = uniqueName('Picked');
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const user = await api.createUser({ userGroupId: group.userGroupId, firstname: 'Paula', lastname });
  const form = new EntityFormPage(page, 'timeTracking');
  await form.gotoCreate();
  // by her name, not her id: the option names her username and reads her full name beside it
  await form.select('Users').fill(`paula ${lastname}`);
  const option = optionNamed(page, user.username, true);
  await expect(option).toContainText(`Paula ${lastname}`);
  await option.click();
  await expect(page.getByRole('button', { name: user.username })).toBeVisible();
  await form.fill({ 'Date From': '2026-03-02T09:00', 'Date To': '2026-03-03T18:00' });
  await form.save.click();
  await expect(page).toHaveURL(/#\/system\/time_tracking$/);
  const saved = await api.list('timeTracking', { sort: 'dateFrom', order: 'DESC' });
  expect(saved.data.some((r) => Array.isArray(r.users) && r.users.includes(user.userId))).toBe(true);
});
