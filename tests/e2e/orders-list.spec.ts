// The orders list screen (spec, first document, sections 2, 4, 6 and 9): tabs, filters, date
// range, the product panel, what is remembered across a reload, lifecycle buttons and rights.
import { messages } from '../../contract/messages';
import { ORDER_STATUS_TABS, ORDER_STATUSES } from '../../contract/orders';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { OrdersData, uniqueTelephone } from './pages/orders-data';
import { OrdersListPage } from './pages/orders-list.page';

/** datetime-local text in the browser's (and this machine's) time zone. */
const localInput = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test.describe('as admin', () => {
  test.beforeEach(async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  });

  test('published and archived tabs and the status tabs filter the list', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [a, b, c] = await data.create(3, telephone);
    await data.changeStatus(b, 'accepted');
    await data.archive([c.orderId]);

    const list = new OrdersListPage(page);
    await list.goto();
    // 'All' plus one tab per status, 'not verified' left out
    await expect(list.statusTabs.getByRole('tab')).toHaveText(['All', ...ORDER_STATUS_TABS]);
    await expect(list.publishTabs.getByRole('tab')).toHaveText(['Published', 'Archived']);
    await expect(list.rowsBox).toHaveAttribute('data-layout', 'table');

    await list.filterBy({ Telephone: telephone });
    await list.expectIds([b.orderId, a.orderId]);

    await list.statusTab('accepted').click();
    await list.expectIds([b.orderId]);
    await list.statusTab('new').click();
    await list.expectIds([a.orderId]);
    await list.statusTab('done').click();
    await expect(list.empty).toHaveText(messages.emptyOrders);

    await list.statusTab('All').click();
    await list.publishTab('Archived').click();
    await list.expectIds([c.orderId]);
    await expect(list.actionButton(c.orderId, 'Recover')).toBeEnabled();
    await expect(list.actionButton(c.orderId, 'Delete')).toBeEnabled();
  });

  test('the filter panel: order id, telephone, price range, clear', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const orders = await data.create(3, telephone);
    const byPrice = [...orders].sort((x, y) => x.totalprice - y.totalprice);

    const list = new OrdersListPage(page);
    await list.goto();
    await list.filterBy({ 'Order Id': String(orders[1].orderId) });
    await list.expectIds([orders[1].orderId]);

    await list.filterBy({ 'Order Id': '', Telephone: telephone });
    await expect(list.rows).toHaveCount(3);

    // the cheapest order is left out by a minimum just above its price
    await list.filterBy({ 'Min Price': String(byPrice[0].totalprice + 0.01) });
    await expect(list.rows).toHaveCount(2);
    await expect(list.row(byPrice[0].orderId)).toHaveCount(0);
    await list.filterBy({ 'Min Price': '', 'Max Price': String(byPrice[0].totalprice) });
    await list.expectIds([byPrice[0].orderId]);

    // the lookups load 10 options a page, 'See More' appends the next 10
    await list.filterField('Products').click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(11);
    await expect(options.last()).toHaveText('See More');
    const firstPage = await options.allTextContents();
    await options.last().click();
    // the next 10 are appended after the first ones, without repeats; products that other sessions
    // create meanwhile shift the pages, so a repeat of the first page may be left out
    await expect.poll(() => options.count()).toBeGreaterThan(15);
    const shown = await options.allTextContents();
    expect(shown.slice(0, 10)).toEqual(firstPage.slice(0, 10));
    expect(shown.length).toBeLessThanOrEqual(21);
    await page.keyboard.press('Escape');

    await list.clearFilter();
    await expect.poll(async () => (await list.shownIds()).length).toBeGreaterThan(3);
  });

  test('the date range: the end cannot precede the start', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [order] = await data.create(1, telephone);
    const now = new Date();
    const hour = 3600_000;

    const list = new OrdersListPage(page);
    await list.goto();
    await list.openFilters();
    await list.filterField('Telephone').fill(telephone);
    await list.dateFrom.fill(localInput(new Date(now.getTime() + hour)));
    await list.dateTo.fill(localInput(new Date(now.getTime() - hour)));
    await expect(list.filterPanel.getByText('Date To cannot be before Date From.')).toBeVisible();
    await expect(list.filterPanel.getByRole('button', { name: 'Filter', exact: true })).toBeDisabled();
    await expect(list.dateTo).toHaveAttribute('min', localInput(new Date(now.getTime() + hour)));

    // a range around now holds the order, a range in the future holds nothing
    await list.dateFrom.fill(localInput(new Date(now.getTime() - hour)));
    await list.dateTo.fill(localInput(new Date(now.getTime() + hour)));
    await list.filterPanel.getByRole('button', { name: 'Filter', exact: true }).click();
    await list.expectIds([order.orderId]);

    await list.dateFrom.fill(localInput(new Date(now.getTime() + 24 * hour)));
    await list.dateTo.fill(localInput(new Date(now.getTime() + 48 * hour)));
    await list.filterPanel.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(list.empty).toHaveText('Does not exists results for show.');
  });

  test('a row expands to its products', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [, order] = await data.create(2, telephone);

    const list = new OrdersListPage(page);
    await list.goto();
    await list.filterBy({ Telephone: telephone });
    const panel = await list.expandRow(order.orderId);
    const lines = panel.getByTestId('order-product-row');
    await expect(lines).toHaveCount(order.orderProduct.length);
    for (const [i, line] of order.orderProduct.entries()) {
      await expect(lines.nth(i)).toContainText(line.product.descriptions[0].name);
      await expect(lines.nth(i).getByRole('cell').nth(3)).toHaveText(String(line.quantity));
      await expect(lines.nth(i)).toContainText(`$${line.price.toFixed(2)}`);
    }
    await expect(panel.getByTestId('order-product-image')).toHaveCount(order.orderProduct.length);
  });

  test('tab, status tab, page and size are restored after a reload; changes reset to page 1', async ({ page }) => {
    // the demo data holds hundreds of orders: enough for several pages of 10
    const list = new OrdersListPage(page);
    await list.goto();
    await expect(list.pageSize).toHaveText('20/page');
    await list.choosePageSize(10);
    await expect(list.rows).toHaveCount(10);
    const firstPage = await list.shownIds();
    await list.pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(list.currentPage()).toHaveText('2');
    await expect.poll(() => list.shownIds()).not.toEqual(firstPage);

    await page.reload();
    await expect(list.heading).toBeVisible();
    await expect(list.pageSize).toHaveText('10/page');
    await expect(list.currentPage()).toHaveText('2');
    await expect(list.statusTab('All')).toHaveAttribute('aria-selected', 'true');
    await expect(list.rows).toHaveCount(10);
    expect(await page.evaluate(() => [localStorage.getItem('orderPage'), localStorage.getItem('orderSize')])).toEqual(['2', '10']);

    // a status tab starts at page 1 again, and is remembered
    await list.statusTab('done').click();
    await expect(list.currentPage()).toHaveText('1');
    await list.pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await list.choosePageSize(20);
    await expect(list.currentPage()).toHaveText('1');
    await list.publishTab('Archived').click();
    await page.reload();
    await expect(list.heading).toBeVisible();
    await expect(list.publishTab('Archived')).toHaveAttribute('aria-selected', 'true');
    await expect(list.statusTab('done')).toHaveAttribute('aria-selected', 'true');
    await expect(list.pageSize).toHaveText('20/page');
    const stored = await page.evaluate(() => [localStorage.getItem('orderFilterTab'), localStorage.getItem('orderStatusTab')]);
    expect(stored).toEqual(['archived', 'done']);
  });

  test('archive, recover and permanent delete with its question', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [order] = await data.create(1, telephone);

    const list = new OrdersListPage(page);
    await list.goto();
    await list.filterBy({ Telephone: telephone });
    await list.archive(order.orderId);
    await expect(list.empty).toBeVisible();
    await list.publishTab('Archived').click();
    await list.actionButton(order.orderId, 'Recover').click();
    await expect(list.empty).toBeVisible();
    await list.publishTab('Published').click();
    await list.expectIds([order.orderId]);

    await data.archive([order.orderId]);
    await list.publishTab('Archived').click();
    await list.actionButton(order.orderId, 'Delete').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete it?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await list.expectIds([order.orderId]);
    await list.actionButton(order.orderId, 'Delete').click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(list.empty).toBeVisible();
    const r = await api.call('GET', `/order/s/sales/${order.orderId}`);
    expect(r.status).toBe(404);
  });

  test('bulk archive, recover and delete of the checked rows', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [a, b, c] = await data.create(3, telephone);
    const list = new OrdersListPage(page);
    await list.goto();
    await list.filterBy({ Telephone: telephone });
    await list.row(a.orderId).getByRole('checkbox').check();
    await list.row(b.orderId).getByRole('checkbox').check();
    await expect(list.bulkBar).toContainText('3 orders, 2 selected');
    await list.archiveSelected();
    await list.expectIds([c.orderId]);
    await expect(list.selectAll).not.toBeChecked();

    await list.publishTab('Archived').click();
    await list.expectIds([b.orderId, a.orderId]);
    await list.row(a.orderId).getByRole('checkbox').check();
    await list.bulkButton('Recover').click();
    await list.expectIds([b.orderId]);
    await list.selectAll.check();
    await expect(list.bulkBar).toContainText('1 selected');
    await list.bulkButton('Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(list.empty).toBeVisible();
    await expect(list.selectAll).not.toBeChecked();
    expect((await data.list({ telephone, deleted: 'true' })).count).toBe(0);
  });

  test('under 1800 px the rows are compact', async ({ page, api }) => {
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [order] = await data.create(1, telephone);
    await page.setViewportSize({ width: 1280, height: 900 });
    const list = new OrdersListPage(page);
    await list.goto();
    await list.filterBy({ Telephone: telephone });
    await expect(list.rowsBox).toHaveAttribute('data-layout', 'compact');
    await list.expectIds([order.orderId]);
    await list.expandRow(order.orderId);
  });

  test("an order's address is copied with the specification's notice", async ({ page, api, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const data = new OrdersData(api);
    const telephone = uniqueTelephone();
    const [order] = await data.create(1, telephone);
    const list = new OrdersListPage(page);
    await list.goto();
    await list.filterBy({ Telephone: telephone });
    await list.expectIds([order.orderId]);
    await list.row(order.orderId).getByRole('button', { name: 'Copy the address' }).click();
    await expect(page.getByTestId('notification').filter({ hasText: 'succesfuly copy' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.address?.address);
  });
});

test('without the rights the buttons are dimmed and the exports hidden', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [order] = await data.create(1, telephone);
  const user = await api.userWith([{ value: 'sale/order', type: 'access' }]);
  await useSession(page, await api.login(user.username, user.password));

  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });
  await list.expectIds([order.orderId]);
  await expect(list.createButton).toBeDisabled();
  await expect(list.actionButton(order.orderId, 'Archive')).toBeDisabled();
  await expect(list.actionButton(order.orderId, 'Edit')).toHaveAttribute('aria-disabled', 'true');
  await expect(list.statusButton(order.orderId)).toBeDisabled();
  await expect(list.exportButton('Excel')).toHaveCount(0);
  await expect(list.exportButton('CSV')).toHaveCount(0);
  await expect(list.exportButton('PDF')).toHaveCount(0);
});

test('without modify, the status menu follows the choice rule', async ({ page, api }) => {
  const data = new OrdersData(api);
  const telephone = uniqueTelephone();
  const [fresh, accepted] = await data.create(2, telephone);
  await data.changeStatus(accepted, 'accepted');
  const user = await api.userWith([
    { value: 'sale/order', type: 'access' },
    { value: 'sale/order', type: 'update' },
  ]);
  await useSession(page, await api.login(user.username, user.password));
  const list = new OrdersListPage(page);
  await list.goto();
  await list.filterBy({ Telephone: telephone });

  // an order in new: every status but 'not verified'
  await list.statusButton(fresh.orderId).click();
  await expect(page.getByRole('menuitem')).toHaveText(ORDER_STATUSES.filter((s) => s !== 'not verified'));
  await page.keyboard.press('Escape');
  // any other order: neither new nor 'not verified'
  await list.statusButton(accepted.orderId).click();
  await expect(page.getByRole('menuitem')).toHaveText(ORDER_STATUSES.filter((s) => s !== 'new' && s !== 'not verified'));
});
