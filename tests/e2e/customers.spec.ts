// Customers: a customer's detail tabs, each its own paged list; importing customers into a group
// from a file with one bad row (nothing imported, the row reported), then from the fixed file.
import type { Locator, Page } from '@playwright/test';
import { CUSTOMER_DETAIL_TABS, CUSTOMER_PATHS, CUSTOMER_SERVICE, customerGroupImportPath, type CustomerDetailTab } from '../../contract/customers';
import { customer } from '../../contract/entities/customer';
import { customerGroup } from '../../contract/entities/customers/customerGroup';
import { messages } from '../../contract/messages';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

const TAB_NAMES: Record<CustomerDetailTab, string> = {
  orders: 'Orders',
  reviews: 'Reviews',
  wishlistBrands: 'Wishlist brands',
  wishlistProducts: 'Wishlist products',
  cart: 'Cart',
  statistics: 'Statistics',
};

/** The import of customers into a group (`/user/customer_group/import`). */
class CustomerImportPage {
  readonly root: Locator;
  readonly summary: Locator;
  readonly problems: Locator;
  readonly importButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('import-customers');
    this.summary = this.root.getByTestId('import-summary');
    this.problems = this.root.getByTestId('import-problem');
    this.importButton = this.root.getByRole('button', { name: 'Import', exact: true });
  }

  async goto(customerGroupId: number): Promise<void> {
    await this.page.goto(`/#${customerGroupImportPath(customerGroupId)}`);
    // a screen's first open loads its code and the user's rights: slow on two busy cores
    await expect(this.root.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  async choose(name: string, lines: string[][]): Promise<void> {
    const data = Buffer.from(lines.map((l) => l.join(',')).join('\r\n') + '\r\n');
    await this.root.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: data });
  }

  async report(): Promise<string[][]> {
    return this.problems.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  }
}

test("a customer's detail shows orders, reviews, wishlists, cart and statistics, each from its own call", async ({ page, api }) => {
  // the demo customer with the lowest id has orders, wishlists and a cart (server/seed/customers.seed.ts)
  const first = await api.call('GET', `/${customer.service}/${customer.rest}/1/1?sort=customerId&order=ASC`);
  const id: number = first.body.data[0].customerId;
  const review = await api.call('POST', '/review/c/rw', { body: { productId: 1, customerId: id, author: uniqueName('e2e-reviewer'), rating: 5, text: 'Good' } });
  expect(review.status).toBe(201);

  const form = new EntityFormPage(page, customer.name);
  const calls: string[] = [];
  page.on('request', (r) => calls.push(new URL(r.url()).pathname));
  await form.gotoUpdate(id);
  for (const tab of CUSTOMER_DETAIL_TABS) {
    const answer = (await api.call('GET', `/${CUSTOMER_SERVICE}/${CUSTOMER_PATHS[tab](id, 1, 10)}`)).body as { data: unknown[]; count: number };
    await form.tab(TAB_NAMES[tab]).click();
    const panel = page.getByTestId(`customer-tab-${tab}`);
    await expect(panel.getByText(`${answer.count} in all`)).toBeVisible();
    await expect(panel.getByTestId('customer-tab-row')).toHaveCount(answer.data.length);
    expect(calls).toContain(`/${CUSTOMER_SERVICE}/${CUSTOMER_PATHS[tab](id, 1, 10)}`);
    if (tab === 'reviews') await expect(panel.getByTestId('customer-tab-row').first()).toContainText('Good');
    if (tab !== 'reviews' && tab !== 'statistics') expect(answer.count, `demo ${tab} of customer ${id}`).toBeGreaterThan(0);
  }
  // the statistics' totals, and the orders tab links to the order
  await expect(page.getByTestId('customer-summary-reviews')).not.toHaveText('0');
  await form.tab('Orders').click();
  const firstOrder = page.getByTestId('customer-tab-orders').getByTestId('customer-tab-row').first().getByRole('link');
  await expect(firstOrder).toHaveAttribute('href', /#\/sale\/order\/update\//);
  // the telephone is checked when left: another customer's number is pointed out (nothing saved here)
  await form.tab('General').click();
  const second = (await api.call('GET', `/${customer.service}/${customer.rest}/2/1?sort=customerId&order=ASC`)).body.data[0];
  await page.getByLabel('Telephone *').fill(String(second.telephone));
  await page.getByLabel('Email').click();
  await expect(page.getByTestId('customer-phone-check')).toContainText(`${second.firstname} ${second.lastname}`);
});

test('importing customers into a group: a file with one bad row imports nothing, the fixed file imports every row into the group', async ({ page, api }) => {
  const name = uniqueName('e2e-group');
  const group = idOf(customerGroup.name, await api.create(customerGroup.name, { name, descriptions: [{ languageId: 1, name }] }));
  const last = uniqueName('e2e-imported');
  const header = ['Firstname', 'Lastname', 'Telephone', 'Email'];
  const bad = [header, ['Ann', `${last}-1`, '5550001111', 'ann@example.com'], ['Ben', `${last}-2`, '5550002222', 'not-an-email'], ['Cat', `${last}-3`, '5550003333', '']];

  const screen = new CustomerImportPage(page);
  await screen.goto(group);
  await screen.choose('customers.csv', bad);
  await expect(screen.summary).toContainText('1 problem');
  expect(await screen.report()).toEqual([['3', 'Email', messages.email]]);
  await expect(screen.importButton).toBeDisabled();
  const none = await api.call('GET', `/${customer.service}/${customer.rest}/1/10?customerGroupIds=${group}`);
  expect(none.body.count).toBe(0);

  const good = bad.map((l, i) => (i === 2 ? ['Ben', `${last}-2`, '5550002222', 'ben@example.com'] : l));
  await screen.choose('customers-fixed.csv', good);
  await expect(screen.summary).toContainText('the 3 customers can be imported');
  await screen.importButton.click();

  // back on the group, whose Customers tab lists them
  const form = new EntityFormPage(page, customerGroup.name);
  await form.expectUpdate(group);
  await form.tab('Customers').click();
  const members = page.getByTestId('customer-tab-members').getByTestId('customer-tab-row');
  await expect(members).toHaveCount(3);
  await expect(page.getByTestId('customer-tab-members')).toContainText(`${last}-2`);
});
