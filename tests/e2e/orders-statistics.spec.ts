// The orders statistics panel and the order locations map in Chromium: the admin reaches both from
// the Sales menu and sees the range's figures, the chart, the best sellers and the orders on the
// map (clusters that open up, an order's pin whose popup leads to the order); a group without
// sale/order/statistics sees neither entry and is sent away from both pages.
import type { Locator, Page } from '@playwright/test';
import type { StatsResponse } from '../../contract/dashboard/dashboard';
import { ORDER_LOCATIONS_SCREEN, ORDER_STATISTICS_SCREEN, type OrderLocationsResponse } from '../../contract/orders/order-locations';
import { ORDER_PATHS, orderPath } from '../../contract/orders/order-paths';
import { ORDER_PERMISSION, ORDER_STATISTICS_PERMISSION } from '../../contract/orders/order-status';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, signIn, test, useSession } from './fixtures';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { ShellPage } from './pages/shell.page';
import { screenshots } from './support/screenshots';

const shoot = screenshots('order-stats');

const STATISTICS_MENU = 'Order statistics';
const LOCATIONS_MENU = 'Order locations';

// buckets and day ranges in UTC on both sides, so the test's own call asks what the page asks
test.use({ timezoneId: 'UTC' });

const day = (d: Date) => d.toISOString().slice(0, 10);
const nextDay = (d: string) => day(new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000));
const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The statistics panel: range inputs, the four figures, the chart and the best sellers. */
class OrderStatisticsPage {
  readonly heading: Locator;
  readonly chart: Locator;
  readonly bestSellers: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Order statistics', level: 1 });
    this.chart = page.getByTestId('orders-chart');
    this.bestSellers = page.getByTestId('best-sellers');
  }
  figure(measure: 'count' | 'done' | 'cancel' | 'total'): Locator {
    return this.page.getByTestId(`orders-total-${measure}`);
  }
  async goto(from: string, to: string, grain = 'week') {
    await this.page.goto(`/#${ORDER_STATISTICS_SCREEN}?from=${from}&to=${to}&grain=${grain}`);
    await expect(this.heading).toBeVisible();
  }
}

/** The locations map: its clusters (with their counts) and single orders' pins. */
class OrderLocationsPage {
  readonly map: Locator;
  readonly clusters: Locator;
  readonly markers: Locator;
  readonly summary: Locator;
  constructor(readonly page: Page) {
    this.map = page.getByTestId('orders-map');
    this.clusters = this.map.getByTestId('order-cluster');
    this.markers = this.map.getByTestId('order-marker');
    this.summary = page.getByTestId('locations-summary');
  }
  async goto(from: string, to: string) {
    await this.page.goto(`/#${ORDER_LOCATIONS_SCREEN}?from=${from}&to=${to}`);
    await expect(this.map).toBeVisible();
  }
  /** the group of orders at one spot, which lists them instead of zooming */
  spot(orderIds: number[]): Locator {
    const ids = [...orderIds].sort((a, b) => a - b).join(',');
    return this.map.locator(`[data-testid="order-cluster"][data-orders="${ids}"]`);
  }
  /** the open popup that shows an order */
  popup(orderId: number): Locator {
    return this.map.locator('.leaflet-popup').filter({ hasText: `Order #${orderId}` });
  }
  marker(orderId: number): Locator {
    return this.map.locator(`[data-testid="order-marker"][title="Order #${orderId}"]`);
  }
  /** The orders drawn: each cluster's count plus each single pin. */
  async ordersDrawn(): Promise<number> {
    const counts = await this.clusters.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    return counts.reduce((s, n) => s + n, 0) + (await this.markers.count());
  }
}

test('the admin opens the statistics panel from the Sales menu and sees the figures, chart and best sellers of the range', async ({ page, api }) => {
  // two agreements of page and call, each reloading the panel while other tests add orders: slow on a busy machine
  test.setTimeout(120_000);
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const to = day(new Date());
  const from = day(new Date(Date.now() - 90 * 86_400_000));
  const totals = async (grain: string) => {
    const res = await api.call<StatsResponse>(
      'GET',
      `${orderPath(ORDER_PATHS.statistics)}?dateFrom=${from}T00:00:00.000Z&dateTo=${nextDay(to)}T00:00:00.000Z&grain=${grain}&tz=UTC`,
    );
    expect(res.status).toBe(200);
    return res.body.totals;
  };
  expect((await totals('week')).count).toBeGreaterThan(0);
  // other tests create orders meanwhile: the page and the call agree once both are read after the last
  const agree = (grain: string) =>
    expect(async () => {
      await page.reload();
      const t = await totals(grain);
      await expect(panel.figure('count')).toHaveText(format(t.count), { timeout: 8000 });
      await expect(panel.figure('done')).toHaveText(format(t.done), { timeout: 1000 });
      await expect(panel.figure('cancel')).toHaveText(format(t.cancel), { timeout: 1000 });
    }).toPass({ timeout: 45_000 });

  const shell = new ShellPage(page);
  await page.goto('/#/dashboard');
  await shell.menuGroup('Sales').getByRole('link', { name: STATISTICS_MENU, exact: true }).click();
  await shell.expectPath(ORDER_STATISTICS_SCREEN);

  const panel = new OrderStatisticsPage(page);
  await panel.goto(from, to);
  await agree('week');
  await expect(panel.figure('total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(panel.chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(panel.bestSellers.getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'statistics');

  // another grain: the URL keeps it and the chart's buckets follow
  await page.getByRole('combobox', { name: 'Grain' }).click();
  await page.getByRole('option', { name: 'Month' }).click();
  await expect(page).toHaveURL(/grain=month/);
  await expect(page.getByRole('heading', { name: 'Orders by Month' })).toBeVisible();
  await agree('month');
});

test('the admin sees the period\'s orders on the map: clusters open up and an order\'s pin leads to the order', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  // an order far from the demo city's orders: a pin of its own at any zoom that shows both
  const data = new OrdersData(api);
  const [far] = await data.create(1, uniqueTelephone(), { address: { address: '1 Broadway, New York', latitude: 40.7128, longitude: -74.006 } });
  // two orders to one door: no zoom parts them, so their group lists them
  const sameDoor = await data.create(2, uniqueTelephone(), { address: { address: '233 S Wacker Dr, Chicago', latitude: 41.8789, longitude: -87.6359 } });
  const today = day(new Date());
  const from = day(new Date(Date.now() - 6 * 86_400_000));
  const expected = await api.call<OrderLocationsResponse>(
    'GET',
    `${orderPath(ORDER_PATHS.locations)}?dateFrom=${from}T00:00:00.000Z&dateTo=${nextDay(today)}T00:00:00.000Z`,
  );
  expect(expected.status).toBe(200);
  expect(expected.body.data.length).toBeGreaterThan(1);

  const shell = new ShellPage(page);
  await page.goto('/#/dashboard');
  await shell.menuGroup('Sales').getByRole('link', { name: LOCATIONS_MENU, exact: true }).click();
  await shell.expectPath(ORDER_LOCATIONS_SCREEN);

  const map = new OrderLocationsPage(page);
  await map.goto(from, today);
  await expect(map.summary).toHaveText(`${format(expected.body.data.length)} orders with a position`);
  await expect(map.marker(far.orderId)).toBeVisible();
  await expect(map.clusters.first()).toBeVisible();
  expect(await map.ordersDrawn()).toBe(expected.body.data.length);
  await shoot(page, 'locations');

  // a cluster opens up into smaller ones or pins when clicked (the map then draws only what is
  // around the view: the far order is left out)
  const before = (await map.clusters.count()) + (await map.markers.count());
  const opened = Number(await map.clusters.first().getAttribute('data-count'));
  await map.clusters.first().click();
  await expect.poll(async () => (await map.clusters.count()) + (await map.markers.count())).toBeGreaterThan(before);
  await expect(map.marker(far.orderId)).toHaveCount(0);
  expect(await map.ordersDrawn()).toBe(opened);

  // the far order's pin: its popup links to the order's page; the two at one door are listed together
  await page.reload();
  await map.spot(sameDoor.map((o) => o.orderId)).click();
  for (const o of sameDoor) await expect(map.map.getByText(`Order #${o.orderId}`)).toBeVisible();
  await expect(map.map.getByRole('link', { name: 'Open the order' })).toHaveCount(2);
  await map.marker(far.orderId).click();
  const popup = map.popup(far.orderId);
  await expect(popup).toBeVisible();
  // the previous popup fades out: one popup left
  await expect(map.map.locator('.leaflet-popup')).toHaveCount(1);
  await popup.getByRole('link', { name: 'Open the order' }).click();
  await shell.expectPath(`/${ORDER_PERMISSION}/update/${far.mongoId}`);
});

test('a group with sale/order but not its statistics sees neither menu entry and is refused both pages', async ({ page, api }) => {
  const user = await api.userWith(
    (['access', 'create', 'update', 'delete', 'archive_and_recover'] as const).map((type) => ({ value: ORDER_PERMISSION, type })),
  );
  await signIn(page, user.username, user.password);
  const shell = new ShellPage(page);
  await expect(shell.menuGroup('Sales')).toBeVisible();
  const labels = await shell.menuLabels();
  expect(labels).not.toContain(STATISTICS_MENU);
  expect(labels).not.toContain(LOCATIONS_MENU);
  for (const path of [ORDER_STATISTICS_SCREEN, ORDER_LOCATIONS_SCREEN]) {
    await shell.open(path);
    await shell.expectPath('/dashboard');
  }
  const session = await api.login(user.username, user.password);
  expect((await api.call('GET', orderPath(ORDER_PATHS.locations), { token: session.token })).status).toBe(403);
  expect((await api.call('GET', orderPath(ORDER_PATHS.statistics), { token: session.token })).status).toBe(403);
});

test('a group with only sale/order/statistics gets both entries and the panel, with the business picker', async ({ page, api }) => {
  const user = await api.userWith([{ value: ORDER_STATISTICS_PERMISSION, type: 'access' }]);
  await signIn(page, user.username, user.password);
  const shell = new ShellPage(page);
  await expect(shell.menuItem(STATISTICS_MENU)).toBeVisible();
  await expect(shell.menuItem(LOCATIONS_MENU)).toBeVisible();
  await shell.menuItem(STATISTICS_MENU).click();
  const panel = new OrderStatisticsPage(page);
  await expect(panel.heading).toBeVisible();
  await expect(panel.figure('count')).toHaveText(/^[\d,]+$/);
  await expect(page.getByRole('combobox', { name: 'Business' })).toBeVisible();
  await shell.menuItem(LOCATIONS_MENU).click();
  await expect(new OrderLocationsPage(page).summary).toBeVisible();
});
