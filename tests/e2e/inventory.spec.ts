// Purchases, receiving and warehouse stock in the browser: a purchase with two option combinations of
// one product built through the picker (the same combination again changes its quantity), saved,
// received, and the warehouse's products sub-list showing the stock; a line at quantity 0 dropped and
// the supplier's last costs put on the lines when it is chosen. Each screen is also written as a
// screenshot at 1920 and 1280 px under /tmp/shots/inventory/ to be looked at.
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession, type BackOfficeApi } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { screenshots } from './support/screenshots';

const shoot = screenshots('inventory');

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

/** The page as it looks at 1920 and at 1280 px wide. */
async function shirtWithColours(api: BackOfficeApi, name: string) {
  const colour = await api.create('option', { descriptions: [{ languageId: 1, name: 'Colour' }], type: 'select' });
  const optionId = idOf('option', colour);
  const product = await api.create('product', {
    price: 18,
    descriptions: [{ languageId: 1, name }],
    productOptions: [{ required: true, option: { optionId, name: 'Colour', type: 'select' }, values: [{ optionValueId: 1, name: 'Red' }, { optionValueId: 2, name: 'Blue' }] }],
  });
  return { productId: idOf('product', product), optionId };
}

test('a purchase built through the picker with two combinations, received into the warehouse', async ({ page, api }) => {
  const name = uniqueName('e2e-tee');
  await shirtWithColours(api, name);
  const supplierName = uniqueName('e2e-sup');
  const warehouseName = uniqueName('e2e-wh').slice(0, 30);
  const supplierId = idOf('supplier', await api.create('supplier', { name: supplierName }));
  await api.create('warehouse', { name: warehouseName });

  const form = new EntityFormPage(page, 'purchase');
  await form.gotoCreate();
  await form.choose('Supplier', supplierName);
  await form.choose('Warehouse', warehouseName);
  await form.showTab('Products');
  await page.getByTestId('purchase-add-products').click();
  const picker = page.getByTestId('purchase-picker');
  await expect(picker.getByRole('tab', { name: 'All published Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('tab', { name: 'Archived Products' })).toBeVisible();
  await picker.getByLabel('Search by name or model').fill(name);
  const row = picker.getByTestId('picker-row').filter({ hasText: name });
  await expect(picker.getByTestId('picker-row')).toHaveCount(1);
  await shoot(page, 'picker');

  const addWith = async (colour: 'Red' | 'Blue', quantity: number) => {
    await row.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('option', { name: colour, exact: true }).click();
    await row.getByTestId('picker-quantity').fill(String(quantity));
    await row.getByTestId('picker-add').click();
  };
  await addWith('Red', 3);
  await addWith('Blue', 2);
  await addWith('Red', 5); // the same combination again: its quantity changes, no new line
  await picker.getByRole('button', { name: 'Close' }).click();

  const lines = page.getByTestId('purchase-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('purchase-line-options')).toHaveText('Colour: Red');
  await expect(lines.nth(0).getByTestId('line-ordered')).toHaveValue('5');
  await expect(lines.nth(1).getByTestId('purchase-line-options')).toHaveText('Colour: Blue');
  await expect(lines.nth(1).getByTestId('line-ordered')).toHaveValue('2');
  await shoot(page, 'purchase-create');

  await form.save.click();
  await expect(page.getByText('Purchase succesfuly created')).toBeVisible();
  await expect(page).toHaveURL(/#\/inventory\/purchase$/);
  await shoot(page, 'purchase-list');

  const [created] = (await api.list('purchase', { supplierId })).data;
  const purchaseId = idOf('purchase', created);
  await form.gotoUpdate(purchaseId);
  await form.showTab('Products');
  await page.getByTestId('purchase-receive-all').click();
  await expect(lines.nth(0).getByTestId('line-received')).toHaveValue('5');
  await form.save.click();
  await expect(page.getByText('Purchase succesfuly updated')).toBeVisible();

  await page.goto('/#/inventory/warehouse');
  const section = page.getByTestId('warehouse-products-section');
  await section.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: warehouseName, exact: true }).click();
  const stock = section.getByTestId('warehouse-product-row');
  await expect(stock).toHaveCount(2);
  await expect(stock.filter({ hasText: 'Colour: Red' }).getByTestId('warehouse-product-quantity')).toHaveText('5');
  await expect(stock.filter({ hasText: 'Colour: Blue' }).getByTestId('warehouse-product-quantity')).toHaveText('2');
  await section.getByRole('button', { name: 'Filters' }).click();
  await shoot(page, 'warehouse-list');
});

test("a line set to quantity 0 is dropped, and choosing the supplier puts its last costs on the lines", async ({ page, api }) => {
  const name = uniqueName('e2e-cost');
  const { productId, optionId } = await shirtWithColours(api, name);
  const supplierName = uniqueName('e2e-cost-sup');
  const supplierId = idOf('supplier', await api.create('supplier', { name: supplierName }));
  const warehouseId = idOf('warehouse', await api.create('warehouse', { name: uniqueName('e2e-cost-wh').slice(0, 30) }));
  // what the supplier charged last time for the product
  await api.create('purchase', { supplierId, warehouseId, purchaseProducts: [{ productId, purchaseProductOption: [{ optionId, optionValueId: 1 }], orderedQty: 4, cost: 7.5 }] });

  const form = new EntityFormPage(page, 'purchase');
  await form.gotoCreate();
  await form.showTab('Products');
  await page.getByTestId('purchase-add-products').click();
  const picker = page.getByTestId('purchase-picker');
  await picker.getByLabel('Search by name or model').fill(name);
  const row = picker.getByTestId('picker-row').filter({ hasText: name });
  for (const [colour, quantity] of [['Red', 3], ['Blue', 2]] as const) {
    await row.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('option', { name: colour, exact: true }).click();
    await row.getByTestId('picker-quantity').fill(String(quantity));
    await row.getByTestId('picker-add').click();
  }
  await picker.getByRole('button', { name: 'Close' }).click();
  const lines = page.getByTestId('purchase-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('line-cost')).toHaveValue('0');

  // the rule of section 4: quantity 0 removes the line
  await lines.nth(1).getByTestId('line-ordered').fill('0');
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0).getByTestId('purchase-line-options')).toHaveText('Colour: Red');

  await form.showTab('General');
  await form.choose('Supplier', supplierName);
  await form.showTab('Products');
  await expect(lines.nth(0).getByTestId('line-cost')).toHaveValue('7.5');
});

test('the other inventory screens, as they look', async ({ page }) => {
  await page.goto('/#/inventory/supplier');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'supplier-list');
  const supplier = new EntityFormPage(page, 'supplier');
  await supplier.gotoCreate();
  await shoot(page, 'supplier-create');
  await supplier.showTab('Hours');
  await shoot(page, 'supplier-hours');
  await supplier.showTab('Address');
  await shoot(page, 'supplier-address');
  const warehouse = new EntityFormPage(page, 'warehouse');
  await warehouse.gotoUpdate(1);
  await page.getByRole('tab', { name: /Products/ }).click();
  await shoot(page, 'warehouse-edit-products');
  await page.goto('/#/inventory/purchase/import?purchaseId=1');
  await expect(page.getByTestId('import-purchase-lines')).toBeVisible();
  await shoot(page, 'purchase-import');
  const purchase = new EntityFormPage(page, 'purchase');
  await purchase.gotoUpdate(1);
  await purchase.showTab('Products');
  await shoot(page, 'purchase-edit-seeded');
});
