// The dashboard in Chromium: sections load as they come into view (a far one makes no call before),
// a user sees only the sections their permissions allow (and the server refuses the others), a
// section's table and CSV carry the figures of its call, and a refused call shows in the card.
// The charts' code is loaded on first use: a chart waits up to 20 s for it on two busy cores.
// E2E_SHOTS=1 also writes screenshots at 1920 and 1280 px under /tmp/shots/dashboard.
import fs from 'node:fs';
import type { Locator, Page, Request, Response } from '@playwright/test';
import { businessSearchTerm, formatMoney, sectionById, type SectionId, type StatsResponse } from '../../contract/dashboard/dashboard';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, entityBase, expect, test, useSession } from './fixtures';
import { SHOTS_ON, snap } from './support/screenshots';

const SHOTS = '/tmp/shots/dashboard';

const isSectionCall = (url: string, id: SectionId) => new URL(url).pathname === sectionById(id).path;

/** The dashboard screen: its sections, each a card with a grain, a table toggle and a CSV button. */
class DashboardPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/#/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  section(id: SectionId): Locator {
    return this.page.getByTestId(`dashboard-section-${id}`);
  }

  chart(id: SectionId, part: 'series' | 'breakdown' = 'series'): Locator {
    return this.page.getByTestId(`dashboard-chart-${id}-${part}`);
  }

  /** Waits until the section's chart is drawn (an svg under its role="img" box). */
  async expectChart(id: SectionId, part: 'series' | 'breakdown' = 'series') {
    // a section's figures are computed over every order: on two busy cores, well past the default wait
    await expect(this.chart(id, part)).toHaveAttribute('role', 'img', { timeout: 30_000 });
    await expect(this.chart(id, part).locator('svg.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  }

  /** Scrolls every section into view in turn so that all of them load. */
  async loadAll() {
    const cards = this.page.locator('[data-testid^="dashboard-section-"]');
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByTestId('dashboard-skeleton')).toHaveCount(0);
    }
  }
}

test('the first sections load at once; a far section calls only once scrolled into view', async ({ page, api }) => {
  test.slow(); // every section is loaded in turn
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const calls: string[] = [];
  page.on('request', (r: Request) => calls.push(r.url()));
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  await dashboard.expectChart('customers');
  await dashboard.expectChart('traffic');
  expect(calls.some((u) => isSectionCall(u, 'customers'))).toBe(true);
  // the cart, last of the ten, is far below the fold: nothing asked for it yet
  await page.waitForTimeout(500);
  expect(calls.some((u) => isSectionCall(u, 'cart'))).toBe(false);
  await expect(dashboard.section('cart').getByTestId('dashboard-skeleton').first()).toBeAttached();

  const cartCall = page.waitForRequest((r) => isSectionCall(r.url(), 'cart'));
  await dashboard.section('cart').scrollIntoViewIfNeeded();
  const sent = new URL((await cartCall).url());
  expect(sent.searchParams.get('grain')).toBe(sectionById('cart').defaultGrain);
  expect(sent.searchParams.get('tz')).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  await dashboard.expectChart('cart');

  await dashboard.loadAll();
  await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
  // E2E_SHOTS=1: shots of the viewport (the app bar is fixed) at a few places, at 1920 then 1280 px
  for (const width of SHOTS_ON ? [1920, 1280] : []) {
    await page.setViewportSize({ width, height: 1080 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, { path: `${SHOTS}/dashboard-${width}-top.png` });
    for (const id of ['orders', 'staffSales', 'cart'] as const) {
      await dashboard.section(id).scrollIntoViewIfNeeded();
      await dashboard.chart(id, id === 'staffSales' ? 'breakdown' : 'series').hover();
      await snap(page, { path: `${SHOTS}/dashboard-${width}-${id}.png` });
    }
  }
});

test('a user holding only customer statistics sees that section alone; the orders call refuses them', async ({ page, api }) => {
  const user = await api.userWith([{ value: sectionById('customers').permission, type: 'access' }]);
  const session = await api.login(user.username, user.password);
  await useSession(page, session);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  await dashboard.expectChart('customers');
  await expect(dashboard.section('orders')).toHaveCount(0);
  await expect(page.locator('[data-testid^="dashboard-section-"]')).toHaveCount(1);
  // the business selector narrows only sections this user cannot see
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveCount(0);

  const refused = await api.call('GET', `${sectionById('orders').path}?grain=week`, { token: session.token });
  expect(refused.status).toBe(403);
  const allowed = await api.call<StatsResponse>('GET', `${sectionById('customers').path}?grain=week`, { token: session.token });
  expect(allowed.status).toBe(200);
});

test("the orders section: its table and CSV carry the call's figures", async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const dashboard = new DashboardPage(page);
  const answer = page.waitForResponse((r: Response) => isSectionCall(r.url(), 'orders') && r.status() === 200);
  await dashboard.goto();
  const orders = dashboard.section('orders');
  await orders.scrollIntoViewIfNeeded();
  const body = (await (await answer).json()) as StatsResponse;
  await dashboard.expectChart('orders');
  expect(body.totals.count).toBeGreaterThan(0);

  await orders.getByRole('button', { name: 'Table' }).click();
  await expect(dashboard.chart('orders')).toHaveCount(0);
  const table = orders.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Period starting', 'Orders', 'Done', 'Cancelled', 'Total']);
  await expect(table.locator('tbody tr')).toHaveCount(body.series.length);
  // the busiest bucket's row carries its count and its total in dollars
  const busiest = body.series.reduce((a, b) => (Number(b.count) > Number(a.count) ? b : a));
  const row = table.locator('tbody tr').nth(body.series.indexOf(busiest));
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(busiest.count));
  await expect(row.getByRole('cell').nth(3)).toHaveText(formatMoney(Number(busiest.total)));
  await orders.scrollIntoViewIfNeeded();
  await snap(orders, { path: `${SHOTS}/orders-table.png` });

  const download = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dashboard-orders-${sectionById('orders').defaultGrain}.csv`);
  const lines = fs.readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe('at,count,done,cancel,total');
  expect(lines).toContain(`${busiest.at},${busiest.count},${busiest.done},${busiest.cancel},${busiest.total}`);
});

test('a business narrows the by-business sections; a refused grain shows in the card; the choices survive a reload', async ({ page, api }) => {
  test.slow(); // ten sections of charts load twice on two busy cores
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const orders = dashboard.section('orders');
  await orders.scrollIntoViewIfNeeded();
  await dashboard.expectChart('orders');

  // a business narrows the by-business sections only; its search is sent without non-word characters
  const firm = (await api.list('business', {}, 1)).data[0];
  const calls: string[] = [];
  page.on('request', (r: Request) => calls.push(r.url()));
  const combo = page.getByRole('combobox', { name: 'Business' });
  const search = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(`${entityBase('business')}/r/1/10`) && new URL(r.url()).searchParams.has('name'));
  const typed = `${String(firm.name).split(/\W/)[0]}!?`;
  await combo.fill(typed);
  expect(new URL((await search).url()).searchParams.get('name')).toBe(businessSearchTerm(typed));
  const narrowed = page.waitForRequest((r) => isSectionCall(r.url(), 'orders') && new URL(r.url()).searchParams.get('businessId') === String(firm.businessId));
  await page.getByRole('option', { name: firm.name, exact: true }).click();
  await narrowed;
  await expect(orders.getByTestId('dashboard-skeleton')).toHaveCount(0);
  expect(calls.filter((u) => isSectionCall(u, 'customers'))).toEqual([]);

  // a year by the minute is refused (422): the card says so and offers a retry, never a blank card
  await orders.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Minute' }).click();
  const failure = orders.getByTestId('dashboard-error');
  await expect(failure).toContainText('Could not load this section.');
  await expect(failure).toContainText('choose a larger grain or a shorter range');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await snap(orders, { path: `${SHOTS}/orders-error.png` });

  // the choices are in the URL: a reload (or a shared link) opens the same view
  const kept = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''); // the console's routes live in the hash
  expect([kept.get('grain.orders'), kept.get('businessId')]).toEqual(['minute', String(firm.businessId)]);
  const again = page.waitForRequest((r) => isSectionCall(r.url(), 'orders'));
  await page.reload();
  await dashboard.section('orders').scrollIntoViewIfNeeded();
  const sent = new URL((await again).url());
  expect([sent.searchParams.get('grain'), sent.searchParams.get('businessId')]).toEqual(['minute', String(firm.businessId)]);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveValue(firm.name);
  await expect(dashboard.section('orders').getByRole('combobox', { name: 'Group by' })).toHaveText('Minute');
});

test('on a 400 px phone the dashboard fits the screen: nothing wider than it, the top bar whole', async ({ page, api }) => {
  await page.setViewportSize({ width: 400, height: 860 });
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(page.getByTestId('order-date-to')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(400);
  // the top bar's last control (Logout) is inside the screen
  const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
  expect(logout!.x + logout!.width).toBeLessThanOrEqual(400);
});
