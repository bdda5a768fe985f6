import type { Locator, Page } from '@playwright/test';
import { pickOption } from './pick-option';

/** The order form (/sale/order/create, /sale/order/update/{mongoId}). */
export class OrderFormPage {
  readonly root: Locator;
  readonly save: Locator;
  readonly paymentMethod: Locator;
  readonly lines: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save' }) });
    this.save = this.root.getByRole('button', { name: 'Save' });
    this.paymentMethod = this.root.getByRole('combobox', { name: 'Payment Method' });
    this.lines = this.root.getByTestId('order-line');
  }

  heading(text: string): Locator {
    return this.page.getByRole('heading', { name: text, exact: true });
  }

  field(label: string): Locator {
    return this.root.getByRole('textbox', { name: label, exact: true });
  }

  /** Picks an option of a select (store, product, payment method...). */
  async choose(label: string, option: string): Promise<void> {
    await pickOption(this.page, this.root.getByRole('combobox', { name: label }).first(), option);
  }

  quantity(line: number): Locator {
    return this.lines.nth(line).getByLabel('Quantity');
  }

  linePrice(line: number): Locator {
    return this.lines.nth(line).getByTestId('order-line-price');
  }
}
