import { expect, type Locator, type Page } from '@playwright/test';

/** The search box: the top bar's button, its dialog, the combobox and the groups of options. */
export class GlobalSearchPage {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly input: Locator;
  readonly listbox: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Search' });
    this.input = this.dialog.getByRole('combobox', { name: 'Search screens and records' });
    this.listbox = this.dialog.getByRole('listbox');
    this.status = this.dialog.getByTestId('search-status');
  }

  /** Opens it with Ctrl+K, wherever the focus is. */
  async openWithKeys(): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await expect(this.input).toBeFocused();
  }

  /** The group of a section: `screens`, or an entity (`customer`). */
  group(key: string): Locator {
    return this.dialog.getByTestId(`search-group-${key}`);
  }

  /** The option whose text holds `text`, in a section. */
  option(key: string, text: string | RegExp): Locator {
    return this.group(key).getByRole('option').filter({ hasText: text });
  }

  /** The option aria-activedescendant names. */
  async activeOption(): Promise<Locator> {
    const id = await this.input.getAttribute('aria-activedescendant');
    expect(id, 'an active option').toBeTruthy();
    return this.dialog.locator(`[id="${id}"]`);
  }
}
