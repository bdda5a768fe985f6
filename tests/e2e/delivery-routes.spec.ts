// Delivery routes in Chromium: a route built from orders in the form (search, add, optimise, save),
// the success text and the list; then the route page with its stops in order, map and driver panel;
// and a route started from the orders list's checked rows.
import type { Locator, Page } from '@playwright/test';
import { DELIVERY_TEXTS, deliveryPagePath } from '../../contract/delivery/routes';
import { deliveryRoute } from '../../contract/entities/delivery/deliveryRoute';
import { ORDER_PATHS, orderPath } from '../../contract/orders/order-paths';
import { screenPath } from '../../contract/screen-paths';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession, type BackOfficeApi } from './fixtures';
import { snap } from './support/screenshots';
import { EntityListPage } from './pages/entity-list.page';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrdersListPage } from './pages/orders-list.page';

const SHOTS = '/tmp/shots/delivery';

/** The route form: driver, order search, stops and the optimiser. */
class DeliveryRouteFormPage {
  readonly driver: Locator;
  readonly search: Locator;
  readonly results: Locator;
  readonly stops: Locator;
  readonly optimise: Locator;
  readonly optimised: Locator;
  readonly totals: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.driver = page.getByRole('combobox', { name: 'Driver' });
    this.search = page.getByTestId('order-search');
    this.results = page.getByTestId('order-results');
    this.stops = page.getByTestId('route-stop');
    this.optimise = page.getByRole('button', { name: 'Optimise stops' });
    this.optimised = page.getByTestId('optimise-result');
    this.totals = page.getByTestId('route-totals');
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async gotoCreate() {
    await this.page.goto(`/#${screenPath(deliveryRoute, 'create')}`);
    await expect(this.search).toBeVisible();
  }

  async chooseDriver(username: string) {
    await this.driver.click();
    await this.page.getByRole('option', { name: new RegExp(`^${username} `) }).click();
  }

  async addOrder(orderId: number) {
    await this.search.fill(String(orderId));
    await this.results.getByRole('button', { name: `Add ${orderId}`, exact: true }).click();
    await expect(this.stops.last()).toHaveAttribute('data-order-id', String(orderId));
  }

  stopIds(): Promise<number[]> {
    return this.stops.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-order-id'))));
  }
}

/** Orders on no open route, newest first. */
async function freeOrders(api: BackOfficeApi, n: number): Promise<number[]> {
  const routes = await api.list(deliveryRoute.name, {}, 100);
  const taken = new Set(routes.data.filter((r) => ['pending', 'progress'].includes(r.status)).flatMap((r) => (r.ordersDeliverRoute as { orderId: number }[]).map((s) => s.orderId)));
  const orders = await api.call<{ data: { orderId: number; address: { latitude?: number } }[] }>('GET', orderPath(ORDER_PATHS.list(1, 60)));
  return orders.body.data.filter((o) => !taken.has(o.orderId) && typeof o.address?.latitude === 'number').map((o) => o.orderId).slice(0, n);
}

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('a route is built from orders, optimised and saved; its page shows the stops in order', async ({ page, api }) => {
  const orderIds = await freeOrders(api, 5);
  expect(orderIds).toHaveLength(5);

  const form = new DeliveryRouteFormPage(page);
  await form.gotoCreate();
  await form.chooseDriver('driver');
  for (const id of orderIds) await form.addOrder(id);
  expect(await form.stopIds()).toEqual(orderIds);

  // by hand: the last stop moves up one place
  await form.stops.last().getByRole('button', { name: 'Move up' }).click();
  const byHand = [...orderIds.slice(0, 3), orderIds[4], orderIds[3]];
  expect(await form.stopIds()).toEqual(byHand);

  await form.optimise.click();
  await expect(form.optimised).toContainText(/Before: .+\. After: .+\./);
  const optimised = await form.stopIds();
  expect([...optimised].sort()).toEqual([...orderIds].sort());
  expect(optimised[0]).toBe(orderIds[0]); // the first stop stays where the driver starts
  const [before, after] = (await form.optimised.textContent())!.match(/[\d.]+ k?m/g)!.map((t) => parseFloat(t) * (t.includes('km') ? 1000 : 1));
  expect(after).toBeLessThanOrEqual(before);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await snap(page, { path: `${SHOTS}/form-1920.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, { path: `${SHOTS}/form-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });

  await form.save.click();
  await expect(page.getByText(DELIVERY_TEXTS.created)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${screenPath(deliveryRoute, 'list')}$`));
  const list = new EntityListPage(page, deliveryRoute.name);
  await list.expectLoaded();
  const first = list.rows.first();
  await expect(first).toContainText('driver');
  await expect(first).toContainText('pending');
  await expect(first.getByRole('cell').nth(5)).toHaveText('5'); // stops
  const routeId = Number(await first.getAttribute('data-id'));
  const saved = (await api.get(deliveryRoute.name, routeId)).body;
  expect((saved.ordersDeliverRoute as { orderId: number }[]).map((s) => s.orderId)).toEqual(optimised);
  await snap(page, { path: `${SHOTS}/list-1920.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, { path: `${SHOTS}/list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });

  // the route page: stops in order, the map with numbered markers, no breadcrumbs
  await first.getByRole('link', { name: 'Route page' }).click();
  await expect(page).toHaveURL(new RegExp(`#${deliveryPagePath(routeId)}$`));
  const stops = page.getByTestId('page-stop');
  await expect(stops).toHaveCount(5);
  expect(await stops.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-order-id'))))).toEqual(optimised);
  await expect(page.getByTestId('route-map').locator('.delivery-stop-marker')).toHaveCount(5);
  await expect(page.getByTestId('driver-position')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveCount(0);
  // live: a payment-method change of a stop's order shows without a reload
  const firstStop = stops.first();
  const paymentBefore = await firstStop.getByTestId('stop-payment').textContent();
  const paymentAfter = paymentBefore === 'zelle' ? 'venmo' : 'zelle';
  const changed = await api.call('PUT', orderPath(ORDER_PATHS.paymentMethod(optimised[0])), { body: { Id: optimised[0], paymentMethod: paymentAfter } });
  expect(changed.status).toBe(200);
  await expect(firstStop.getByTestId('stop-payment')).toHaveText(paymentAfter);
  await snap(page, { path: `${SHOTS}/page-1920.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, { path: `${SHOTS}/page-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });

  // a status change from the page: the spec's notice, back to the list
  await page.getByRole('combobox', { name: 'Change status' }).click();
  await page.getByRole('option', { name: 'progress' }).click();
  await expect(page.getByText(DELIVERY_TEXTS.statusChanged('progress'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${screenPath(deliveryRoute, 'list')}$`));
  expect((await api.get(deliveryRoute.name, routeId)).body.status).toBe('progress');
});

test('checked orders of the orders list become the stops of a new route', async ({ page, api }) => {
  const telephone = uniqueTelephone();
  const made = await new OrdersData(api).create(2, telephone);
  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });
  await expect(list.rows).toHaveCount(2);
  const shown = await list.rows.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-order-id'))));
  expect([...shown].sort()).toEqual(made.map((o) => o.orderId).sort());
  for (const id of shown) await list.row(id).getByRole('checkbox', { name: `Select order ${id}` }).check();
  await list.bulkBar.getByRole('button', { name: 'Create delivery route' }).click();

  const form = new DeliveryRouteFormPage(page);
  await expect(page).toHaveURL(new RegExp(`#${screenPath(deliveryRoute, 'create')}$`));
  await expect(form.stops).toHaveCount(2);
  expect(await form.stopIds()).toEqual(shown);
  await form.chooseDriver('driver');
  await form.save.click();
  await expect(page.getByText(DELIVERY_TEXTS.created)).toBeVisible();
  const routes = await api.list(deliveryRoute.name, {}, 5);
  const route = routes.data.find((r) => (r.ordersDeliverRoute as { orderId: number }[]).some((s) => s.orderId === shown[0]));
  expect((route?.ordersDeliverRoute as { orderId: number }[]).map((s) => s.orderId)).toEqual(shown);
});
