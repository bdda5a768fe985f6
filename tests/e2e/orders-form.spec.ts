// Order create and update (issue: "Order create and update"): the shared form, the price rule's
// line price, payOnDelivery by default, and the return to /sale/order or the return path.
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrderFormPage } from './pages/orders-form.page';
import { OrdersListPage } from './pages/orders-list.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('create an order, then find it on the list', async ({ page, api }) => {
  const telephone = uniqueTelephone();
  const list = new OrdersListPage(page);
  await list.goto();
  await list.createButton.click();
  const form = new OrderFormPage(page);
  await expect(form.heading('Create order')).toBeVisible();
  await expect(form.paymentMethod).toHaveText('Pay on delivery');

  // the form's own checks
  await form.save.click();
  await expect(form.root).toContainText('Oops! Fill in the Store.');
  await expect(form.root).toContainText('Oops! Fill in the Address.');

  await form.choose('Store', 'Store 1');
  await form.choose('Product', 'Product 1');
  await form.quantity(0).fill('3');
  await expect(form.linePrice(0)).toContainText('x 3 =');
  await form.field('Telephone').fill(telephone);
  await form.field('Address').fill('7 Form Street');
  await form.field('Notes').fill('Ring twice');
  await form.save.click();

  await expect(page).toHaveURL(/#\/sale\/order$/);
  const orders = await new OrdersData(api).list({ telephone });
  expect(orders.count).toBe(1);
  const [order] = orders.data;
  expect(order).toMatchObject({ paymentMethod: 'payOnDelivery', message: 'Ring twice', status: 'new', address: { address: '7 Form Street' } });
  expect(order.orderProduct).toHaveLength(1);
  expect(order.orderProduct[0].quantity).toBe(3);
  await list.filterBy({ Telephone: telephone });
  await list.expectIds([order.orderId]);
});

test('update an order from the row and return to the given path', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);

  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });
  await list.actionButton(order.orderId, 'Edit').click();
  await expect(page).toHaveURL(new RegExp(`#/sale/order/update/${order.mongoId}$`));
  const form = new OrderFormPage(page);
  await expect(form.heading(`Order #${order.orderId}`)).toBeVisible();
  await expect(form.field('Address')).toHaveValue(order.address.address);
  await form.field('Address').fill('9 Changed Road');
  await form.save.click();
  await expect(page).toHaveURL(/#\/sale\/order$/);
  expect((await data.get(order.orderId)).address.address).toBe('9 Changed Road');

  await page.goto(`/#/sale/order/update/${order.mongoId}?return=/dashboard`);
  await expect(form.field('Address')).toHaveValue('9 Changed Road');
  await form.choose('Payment Method', 'Cash');
  await form.save.click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  expect((await data.get(order.orderId)).paymentMethod).toBe('cash');
});

test('product options price the line by the price rule, and the server agrees', async ({ page, api }) => {
  const name = `0-e2e-opt-${Date.now().toString(36)}`;
  await api.create('product', {
    name,
    price: 10,
    productOptions: [
      {
        required: true,
        option: { optionId: 1, name: 'Size', type: 'select' },
        values: [
          { optionValueId: 1, name: 'Small', price: 8, sortOrder: 1 },
          { optionValueId: 2, name: 'Large', price: 14, sortOrder: 2 },
        ],
      },
      {
        option: { optionId: 2, name: 'Extras', type: 'checkbox' },
        values: [
          { optionValueId: 3, name: 'Cheese', price: 1.5, pricePrefix: '+', sortOrder: 1 },
          { optionValueId: 4, name: 'Olives', price: 0.75, pricePrefix: '+', sortOrder: 2 },
        ],
      },
    ],
  });
  const telephone = uniqueTelephone();
  const form = new OrderFormPage(page);
  await page.goto('/#/sale/order/create');
  await form.choose('Store', 'Store 1');
  await form.choose('Product', name);
  // a required option with nothing chosen prices with its highest sortOrder value (Large replaces the base)
  await expect(form.linePrice(0)).toHaveText('$14.00 x 1 = $14.00');
  await form.lines.nth(0).getByRole('combobox', { name: /^Size/ }).click();
  await page.getByRole('option', { name: 'Small ($8.00)', exact: true }).click();
  await form.lines.nth(0).getByRole('checkbox', { name: 'Cheese (+$1.50)' }).check();
  await form.quantity(0).fill('2');
  await expect(form.linePrice(0)).toHaveText('$9.50 x 2 = $19.00');
  await form.field('Telephone').fill(telephone);
  await form.field('Address').fill('3 Option Lane');
  await form.save.click();
  await expect(page).toHaveURL(/#\/sale\/order$/);

  const { data } = await new OrdersData(api).list({ telephone });
  expect(data).toHaveLength(1);
  const line = data[0].orderProduct[0];
  expect(line.price).toBe(19);
  expect(line.orderOption.map((o) => `${o.name}: ${o.value}`).sort()).toEqual(['Extras: Cheese', 'Size: Small']);
});
