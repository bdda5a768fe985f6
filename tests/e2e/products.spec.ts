// Products in Chromium: a product with options in two languages and its live option price; the
// product filter panel's rules ('+' and '-' blocked, the max's minimum following the min, the
// slider's gap, Filter and Clear Filter); Duplicate and Preview from a row.
import type { Locator, Page } from '@playwright/test';
import { messages } from '../../contract/messages';
import { RANGE_SLIDER_GAP } from '../../contract/products';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

/** The product list's own parts: the product filter panel and its price slider. */
class ProductListPage extends EntityListPage {
  constructor(page: Page) {
    super(page, 'product');
  }

  input(name: string): Locator {
    return this.filterPanel.locator(`input[name="${name}"]`);
  }

  get sliderThumbs(): Locator {
    return this.filterPanel.getByRole('slider');
  }

  get filterButton(): Locator {
    return this.filterPanel.getByRole('button', { name: 'Filter', exact: true });
  }

  get clearButton(): Locator {
    return this.filterPanel.getByRole('button', { name: 'Clear Filter', exact: true });
  }

  async names(): Promise<string[]> {
    return this.rows.locator('td:nth-child(4)').allTextContents();
  }
}

/** The product form's Options tab: the generated options editor by input names. */
class ProductOptionsTab {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByRole('tabpanel').filter({ visible: true });
  }

  input(name: string): Locator {
    return this.panel().locator(`input[name="${name}"]`);
  }

  async setRequired(option: number): Promise<void> {
    await this.input(`productOptions.${option}.required`).check();
  }

  async addOption(): Promise<void> {
    await this.panel().locator('.button-add-productOptions').click();
  }

  async addValue(option: number): Promise<void> {
    await this.panel().locator(`[class~="button-add-productOptions.${option}.values"]`).click();
  }

  /** A select of the editor (Type, Price Prefix) by its order among the selects of that label. */
  async choose(label: RegExp, index: number, option: string): Promise<void> {
    await this.panel().getByRole('combobox', { name: label }).nth(index).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }

  get preview(): Locator {
    return this.page.getByTestId('product-price-preview');
  }

  get price(): Locator {
    return this.page.getByTestId('product-option-price');
  }
}

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('create a product with options in two languages and see its option price', async ({ page, api }) => {
  test.slow(); // about thirty steps through a form of four tabs
  const form = new EntityFormPage(page, 'product');
  const options = new ProductOptionsTab(page);
  const shell = new ShellPage(page);
  const english = uniqueName('e2e-tea');
  const spanish = `${english}-es`;
  const optionName = uniqueName('e2e-size');
  const option = await api.create('option', { name: optionName, type: 'radio', source: 'size', descriptions: [{ languageId: 1, name: optionName }] });

  await form.gotoCreate();
  await form.fill({ Price: 10, Model: 'TEA-1' });

  // one name per language; the product's name follows the default language's
  await form.showTab('Description');
  const languages = page.getByRole('tablist', { name: 'Languages' });
  // the default language's tab comes first, whatever languages others have added
  await expect(languages.getByRole('tab').first()).toHaveText('English');
  await form.fill({ Name: english });
  await languages.getByRole('tab', { name: 'Español', exact: true }).click();
  await form.fill({ Name: spanish });
  await form.showTab('General');
  await expect(form.field('Name')).toHaveValue(english);

  // a size: two values, one adding to the price, one replacing it
  await form.showTab('Options');
  await options.addOption();
  // the option picked from the catalogue's options fills its name, source and type
  await form.choose('Option', optionName);
  await expect(options.input('productOptions.0.option.name')).toHaveValue(optionName);
  await expect(options.input('productOptions.0.option.source')).toHaveValue('size');
  await expect(options.panel().getByRole('combobox', { name: /^Type/ })).toHaveText('radio');
  await options.choose(/^Type/, 0, 'select');
  await options.addValue(0);
  await options.addValue(0);
  await options.input('productOptions.0.values.0.optionValueId').fill('71');
  await options.input('productOptions.0.values.0.name').fill('Small');
  await options.input('productOptions.0.values.0.price').fill('2');
  await options.input('productOptions.0.values.0.sortOrder').fill('1');
  await options.choose(/^Price Prefix/, 0, '+');
  await options.input('productOptions.0.values.1.optionValueId').fill('72');
  await options.input('productOptions.0.values.1.name').fill('Large');
  await options.input('productOptions.0.values.1.price').fill('12.5');
  await options.input('productOptions.0.values.1.sortOrder').fill('2');

  // nothing chosen: an unrequired select whose values do not subtract adds nothing
  await expect(options.price).toHaveText('Price with options: 10.00');
  await options.preview.getByRole('combobox', { name: optionName }).click();
  await page.getByRole('listbox').getByRole('option', { name: /^Small/ }).click();
  await expect(options.price).toHaveText('Price with options: 12.00');
  // a value without a prefix replaces the base price
  await options.preview.getByRole('combobox', { name: optionName }).click();
  await page.getByRole('listbox').getByRole('option', { name: /^Large/ }).click();
  await expect(options.price).toHaveText('Price with options: 12.50');
  // the price edited above the preview counts at once
  await options.input('productOptions.0.values.1.price').fill('14');
  await expect(options.price).toHaveText('Price with options: 14.00');
  // required and nothing chosen: the value with the highest sortOrder
  await options.preview.getByRole('combobox', { name: optionName }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'None', exact: true }).click();
  await expect(options.price).toHaveText('Price with options: 10.00');
  await options.setRequired(0);
  await expect(options.price).toHaveText('Price with options: 14.00');

  await form.save.click();
  await expect(shell.notification(messages.created)).toBeVisible();
  const found = await api.call('GET', `/product/c/p/1/10?name=${encodeURIComponent(english)}`);
  expect(found.body.data).toHaveLength(1);
  const saved = found.body.data[0];
  expect(saved).toMatchObject({ name: english, price: 10, model: 'TEA-1' });
  expect(saved.descriptions.map((d: { name: string }) => d.name)).toEqual([english, spanish]);
  expect(saved.productOptions[0]).toMatchObject({ required: true, option: { optionId: idOf('option', option), name: optionName, source: 'size', type: 'select' } });

  // the save goes back to the list; the edit screen lives at create/{id} and shows the same price
  await expect(page).toHaveURL(/#\/catalog\/product(\?.*)?$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.goto(`/#/catalog/product/create/${idOf('product', saved)}`);
  await form.expectUpdate(idOf('product', saved));
  await form.showTab('Options');
  await expect(options.price).toHaveText('Price with options: 14.00');
});

test('the filter panel: signs blocked, the max follows the min, the slider keeps its gap, Filter and Clear Filter', async ({ page, api }) => {
  const list = new ProductListPage(page);
  const tag = uniqueName('e2e-flt');
  await api.create('product', { name: `${tag} cheap`, price: 3, quantity: 5, status: true });
  await api.create('product', { name: `${tag} dear`, price: 700, quantity: 50, status: true });
  await api.create('product', { name: `${tag} off`, price: 40, quantity: 0, status: false });

  await list.goto();
  await list.openFilters();
  const total = await list.total.textContent();

  // '+' and '-' never reach the inputs; the max's minimum is the chosen min
  const minPrice = list.input('minPrice');
  const maxPrice = list.input('maxPrice');
  await minPrice.click();
  await page.keyboard.type('-+5');
  await expect(minPrice).toHaveValue('5');
  await expect(maxPrice).toHaveAttribute('min', '5');
  await list.input('maxQuantity').click();
  await page.keyboard.type('-2');
  await expect(list.input('maxQuantity')).toHaveValue('2');
  await list.input('maxQuantity').fill('');

  // the slider's handles stay RANGE_SLIDER_GAP apart: the low one pushed to the top pushes the high one
  const [low, high] = [list.sliderThumbs.nth(0), list.sliderThumbs.nth(1)];
  const top = Number(await high.getAttribute('aria-valuemax'));
  await low.focus();
  await page.keyboard.press('End');
  await expect(low).toHaveAttribute('aria-valuenow', String(top - RANGE_SLIDER_GAP));
  await expect(high).toHaveAttribute('aria-valuenow', String(top));
  await expect(minPrice).toHaveValue(String(top - RANGE_SLIDER_GAP));
  await high.focus();
  await page.keyboard.press('Home');
  const bottom = Number(await low.getAttribute('aria-valuemin'));
  await expect(low).toHaveAttribute('aria-valuenow', String(bottom));
  await expect(high).toHaveAttribute('aria-valuenow', String(bottom + RANGE_SLIDER_GAP));

  // typing does not filter; Filter does
  await minPrice.fill('');
  await maxPrice.fill('');
  await list.input('name').fill(tag);
  await expect(list.total).toHaveText(total!);
  await list.filterButton.click();
  await expect(list.rows).toHaveCount(3);
  expect(await list.names()).toEqual([`${tag} cheap`, `${tag} dear`, `${tag} off`]);

  await minPrice.fill('10');
  await list.filterButton.click();
  await expect(list.rows).toHaveCount(2);
  expect(await list.names()).toEqual([`${tag} dear`, `${tag} off`]);

  await list.filterPanel.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Disabled', exact: true }).click();
  await list.filterButton.click();
  await expect(list.rows).toHaveCount(1);
  expect(await list.names()).toEqual([`${tag} off`]);

  // Clear Filter empties the panel and shows every product again
  await list.clearButton.click();
  await expect(list.input('name')).toHaveValue('');
  await expect(minPrice).toHaveValue('');
  await expect(list.total).not.toHaveText('1 total');
  await expect.poll(async () => Number((await list.total.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
});

test('Duplicate and Preview from a row', async ({ page, api, context }) => {
  const list = new ProductListPage(page);
  const name = uniqueName('e2e-dup');
  const store = await api.create('store', { name: uniqueName('e2e-shop'), url: `${uniqueName('shop')}.example.com`, ssl: true });
  const created = await api.create('product', { name, price: 4, stores: [idOf('store', store)] });
  const id = idOf('product', created);

  await list.goto();
  await list.openFilters();
  await list.input('name').fill(name);
  await list.filterButton.click();
  await expect(list.rows).toHaveCount(1);

  // the store's page opens in a new tab at {store url}/product/{id}
  await context.route(`https://${store.url}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }));
  const [tab] = await Promise.all([page.waitForEvent('popup'), list.rows.first().getByRole('button', { name: 'Preview' }).click()]);
  await expect.poll(() => tab.url()).toBe(`https://${store.url}/product/${id}`);
  await tab.close();

  await list.rows.first().getByRole('button', { name: 'Duplicate' }).click();
  await expect(list.rows).toHaveCount(2);
  expect(await list.names()).toEqual([name, `${name} (copy)`]);
  await expect(list.rows.nth(1).getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
});
