// The business side in the browser: a transaction posted on a business's screen moves its balance
// and the top bar's, and a plan created elsewhere arrives live in the open plan list.
import type { Locator, Page } from '@playwright/test';
import { BUSINESS_PATHS, businessPath } from '../../contract/businesses';
import { business } from '../../contract/entities/business';
import { screenPath } from '../../contract/screen-paths';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession, type BackOfficeApi } from './fixtures';
import { EntityListPage } from './pages/entity-list.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

/** A business's edit screen: the read-only balance, the account figures, the post form and the ledger. */
class BusinessAccountPage {
  readonly balanceInput: Locator;
  readonly accountBalance: Locator;
  readonly amount: Locator;
  readonly description: Locator;
  readonly post: Locator;
  readonly ledgerRows: Locator;
  readonly topBarBalance: Locator;

  constructor(readonly page: Page) {
    this.balanceInput = page.getByRole('spinbutton', { name: 'Balance', exact: true });
    this.accountBalance = page.getByTestId('account-balance');
    this.amount = page.getByTestId('transaction-amount');
    this.description = page.getByTestId('transaction-name');
    this.post = page.getByTestId('transaction-post');
    this.ledgerRows = page.getByTestId('ledger-table').locator('tbody tr');
    this.topBarBalance = page.getByTestId('balance');
  }

  async goto(businessId: number): Promise<void> {
    await this.page.goto(`/#${screenPath(business, 'edit', businessId)}`);
    await expect(this.accountBalance).toBeVisible();
  }

  async postTransaction(amount: number, description: string): Promise<void> {
    await this.amount.fill(String(amount));
    await this.description.fill(description);
    await this.post.click();
  }
}

/** The top bar's figure as a number ("$1,234" -> 1234; "-$5" -> -5). */
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const accountTotal = async (api: BackOfficeApi) => (await api.call('GET', businessPath(BUSINESS_PATHS.account))).body.balance as number;

test('a transaction posted on the business screen moves its balance, its ledger and the top bar', async ({ page, api }) => {
  const created = await api.create('business', { name: uniqueName('e2e-business'), balance: 100 });
  const businessId = idOf('business', created);
  const screen = new BusinessAccountPage(page);
  await screen.goto(businessId);

  // the opening balance is the ledger's first row; the balance cannot be typed over
  await expect(screen.accountBalance).toHaveText('$100.00');
  await expect(screen.ledgerRows).toHaveCount(1);
  await expect(screen.balanceInput).toHaveAttribute('readonly', '');
  const topBefore = dollars(await screen.topBarBalance.textContent());

  const description = uniqueName('e2e-top-up');
  await screen.postTransaction(250000.5, description);
  await expect(page.getByText('Transaction posted')).toBeVisible();
  await expect(screen.accountBalance).toHaveText('$250,100.50');
  await expect(screen.ledgerRows.first()).toContainText(description);
  await expect(screen.ledgerRows.first()).toContainText('$250,100.50'); // the balance after it
  await expect(screen.balanceInput).toHaveValue('250100.5');
  expect((await api.get('business', businessId)).body.balance).toBe(250100.5);

  // the top bar reads the active businesses' total when the console loads
  await page.reload();
  await expect(screen.accountBalance).toHaveText('$250,100.50');
  await expect
    .poll(async () => dollars(await screen.topBarBalance.textContent()) === Math.round(await accountTotal(api)), { timeout: 10_000 })
    .toBe(true);
  expect(dollars(await screen.topBarBalance.textContent()) - topBefore).toBeGreaterThan(240_000);
  await expect(screen.topBarBalance).toHaveCSS('background-color', 'rgb(46, 125, 50)'); // green: above 0
});

test('a plan created through the API appears live at the top of the open plan list', async ({ page, api }) => {
  const plan = (name: string) => api.create('plan', { descriptions: [{ languageId: 1, name }], price: 10 });
  // a full first page, so the new row pushes the last one out
  for (let i = 0; i < 10; i += 1) await plan(uniqueName('e2e-plan-earlier'));

  const list = new EntityListPage(page, 'plan');
  await list.goto();
  await expect(list.rows).toHaveCount(10);
  const countBefore = Number((await list.total.textContent())?.match(/\d+/)?.[0]);
  const lastBefore = await list.rows.last().getAttribute('data-id');

  const name = uniqueName('e2e-plan-live');
  const created = idOf('plan', await plan(name));
  await expect(list.rows.first()).toHaveAttribute('data-id', String(created));
  await expect(list.rows.first()).toContainText(name);
  await expect(list.rows).toHaveCount(10);
  await expect(list.rows.last()).not.toHaveAttribute('data-id', lastBefore ?? '');
  await expect(list.total).toContainText(String(countBefore + 1));
});
