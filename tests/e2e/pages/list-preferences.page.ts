import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A list's Views and Columns buttons (src/components/list/ListViewsMenu.tsx, ListColumnsMenu.tsx),
 * the same on the generic lists and on the orders list: save and pick named filter sets, show and
 * hide columns.
 */
export class ListPreferencesControls {
  readonly viewsButton: Locator;
  readonly viewsMenu: Locator;
  readonly columnsButton: Locator;
  readonly columnsMenu: Locator;
  readonly saveViewDialog: Locator;

  constructor(
    readonly page: Page,
    /** the list screen */
    readonly root: Locator,
    /** shown while the list reads its rows */
    readonly loading: Locator,
  ) {
    this.viewsButton = root.getByRole('button', { name: 'Views', exact: true });
    this.viewsMenu = page.getByRole('menu', { name: 'Saved views' });
    this.columnsButton = root.getByRole('button', { name: 'Columns', exact: true });
    this.columnsMenu = page.getByRole('menu', { name: 'Columns shown' });
    this.saveViewDialog = page.getByRole('dialog', { name: 'Save current view' });
  }

  /** A column's header (`Name`, `Code`). */
  columnHeader(label: string): Locator {
    return this.root.getByRole('columnheader', { name: label, exact: true });
  }

  /** Saves the list's filters and sort as a view of that name (Views → Save current view…). */
  async saveView(name: string): Promise<void> {
    await this.viewsButton.click();
    await this.viewsMenu.getByRole('menuitem', { name: 'Save current view…' }).click();
    await this.saveViewDialog.getByLabel('View name').fill(name);
    await this.saveViewDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.saveViewDialog).toHaveCount(0);
  }

  /** The saved view of that name in the Views menu (open it first: `viewsButton`). */
  view(name: string): Locator {
    return this.viewsMenu.getByRole('menuitem', { name, exact: true });
  }

  /** Picks a saved view from the Views menu. */
  async pickView(name: string): Promise<void> {
    await this.viewsButton.click();
    await this.view(name).click();
    await expect(this.viewsMenu).toHaveCount(0);
    await expect(this.loading).toHaveCount(0);
  }

  /** A column's check in the Columns menu (open it first: `columnsButton`). */
  columnChoice(label: string): Locator {
    return this.columnsMenu.getByRole('menuitemcheckbox', { name: label, exact: true });
  }

  /** Shows or hides a column through the Columns menu, then closes the menu. */
  async toggleColumn(label: string): Promise<void> {
    await this.columnsButton.click();
    const choice = this.columnChoice(label);
    const shown = await choice.isChecked();
    const saved = this.page.waitForResponse((r) => r.url().includes('/api/u/me/lists/') && r.request().method() === 'PUT');
    await choice.click();
    await expect(choice).toBeChecked({ checked: !shown });
    await saved;
    await this.page.keyboard.press('Escape');
    await expect(this.columnsMenu).toHaveCount(0);
  }
}
