// Promotions: a Buy X get Y discount made in its form (only the fields of the chosen type shown),
// and a promo code applied on the order form, changing the total.
import { PROMOTION_TEXTS } from '../../contract/promotions';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { OrdersData } from './pages/orders-data';
import { OrderFormPage } from './pages/orders-form.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

const amountIn = async (text: Promise<string | null>) => Number((await text)?.match(/-?\d+(\.\d+)?/)?.[0]);

test('create a Buy X get Y discount: its two sides are asked for, the percentage field is not', async ({ page, api }) => {
  const form = new EntityFormPage(page, 'discount');
  await form.gotoCreate();
  const name = uniqueName('B2G1').slice(0, 50);
  await page.getByTestId('generate-code').click();
  await expect(form.field('Code')).toHaveValue(/^[A-Z2-9]{8}$/);
  const code = await form.field('Code').inputValue();
  await form.fill({ Name: name });
  // a Percentage asks for its percent; a Buy X get Y does not
  await expect(form.field('Percent off')).toBeVisible();
  await form.choose('Type', 'Buy X get Y');
  await expect(form.field('Percent off')).toHaveCount(0);

  // without its two sides: refused, naming them
  await form.save.click();
  // the form opens the tab of the errors, each under its input
  await expect(form.tab('Buy X get Y')).toHaveAttribute('aria-selected', 'true');
  const buys = page.getByTestId('offer-side-customerBuy');
  const gets = page.getByTestId('offer-side-customerGet');
  await expect(buys).toContainText(PROMOTION_TEXTS.buySideRequired);
  await expect(gets).toContainText(PROMOTION_TEXTS.getSideRequired);
  await buys.getByLabel('Quantity of items').fill('2');
  await gets.getByLabel('Quantity of items').fill('1');
  await gets.getByLabel('Maximum uses per order').fill('1');
  await form.save.click();
  await expect(page).toHaveURL(/#\/promotion\/discount$/);

  const found = await api.call('GET', `/discount/c/d/1/10?code=${code}`);
  expect(found.body.count).toBe(1);
  expect(found.body.data[0]).toMatchObject({ name, type: 'Buy X get Y', customerBuy: { quantity: 2 }, customerGet: { quantity: 1, type: 'Free', maxBuyersCount: 1 } });
});

test('apply a promo code on a new order: the total drops by its percent, and the order keeps the code', async ({ page, api }) => {
  const code = uniqueName('P').replace(/[^A-Za-z0-9]/g, '').slice(-8).toUpperCase();
  const promo = await api.create('promoCode', { name: 'E2E ten percent', code, type: 'Percentage', percentOff: 10 });
  const telephone = `555${Date.now().toString().slice(-7)}`;

  await page.goto('/#/sale/order/create');
  const form = new OrderFormPage(page);
  await expect(form.heading('Create order')).toBeVisible();
  await form.choose('Store', 'Store 1');
  await form.choose('Product', 'Product 1');
  await form.quantity(0).fill('2');
  await expect(form.linePrice(0)).toContainText('x 2 =');
  const total = page.getByTestId('order-total');
  const before = await amountIn(total.textContent());
  expect(before).toBeGreaterThan(0);

  // an unknown code first
  await page.getByTestId('promo-code').fill('NOSUCH1');
  await page.getByTestId('apply-promo-code').click();
  await expect(form.root).toContainText('No active promo code has this code.');
  await expect(total).toContainText(before.toFixed(2));

  await page.getByTestId('promo-code').fill(code.toLowerCase());
  await page.getByTestId('apply-promo-code').click();
  await expect(form.root).toContainText(`Code ${code}:`);
  const after = Math.round(before * 90) / 100;
  await expect(total).toContainText(after.toFixed(2));

  await form.field('Telephone').fill(telephone);
  await form.field('Address').fill('3 Promo Road');
  await form.save.click();
  await expect(page).toHaveURL(/#\/sale\/order$/);
  const orders = await new OrdersData(api).list({ telephone });
  expect(orders.data[0]).toMatchObject({ promoCodeId: idOf('promoCode', promo), discountPercent: 10 });
});

test('the franchise statistics screen counts a franchise\'s orders and their total', async ({ page, api }) => {
  const franchise = await api.create('franchise', { name: uniqueName('e2e-franchise'), businesType: 'Restaurant' });
  const franchiseId = idOf('franchise', franchise);
  const orders = await new OrdersData(api).create(2, `555${Date.now().toString().slice(-7)}`, { franchiseId });
  const total = orders.reduce((s, o) => s + o.totalprice, 0);

  await page.goto(`/#/system/franchise?franchiseId=${franchiseId}`);
  await expect(page.getByRole('heading', { name: 'Franchise statistics' })).toBeVisible();
  await expect(page.getByTestId('franchise-order-count')).toContainText('2');
  await expect(page.getByTestId('franchise-order-total')).toContainText(total.toFixed(2));
});
