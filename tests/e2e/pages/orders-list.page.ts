import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { ArchiveNotice } from './archive-notice.page';
import { ListPreferencesControls } from './list-preferences.page';

/** The orders list screen (/sale/order). */
export class OrdersListPage extends ListPreferencesControls {
  readonly heading: Locator;
  readonly filterToggle: Locator;
  readonly filterPanel: Locator;
  readonly createButton: Locator;
  readonly publishTabs: Locator;
  readonly statusTabs: Locator;
  readonly rowsBox: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly pager: Locator;
  readonly pageSize: Locator;
  readonly exportProgress: Locator;
  readonly doneDialog: Locator;
  readonly dateFrom: Locator;
  readonly dateTo: Locator;
  readonly bulkBar: Locator;
  readonly selectAll: Locator;
  /** the notification of the latest archive, with its Undo */
  readonly archiveNotice: ArchiveNotice;

  constructor(page: Page) {
    const root = page.getByTestId('order-list');
    super(page, root, root.getByRole('progressbar', { name: 'Loading' }));
    this.heading = this.root.getByRole('heading', { name: 'Orders', exact: true });
    this.filterToggle = this.root.getByRole('button', { name: 'Filter', exact: true }).first();
    this.filterPanel = page.getByTestId('order-filter-panel');
    this.createButton = this.root.getByRole('link', { name: 'Create', exact: true }).or(this.root.getByRole('button', { name: 'Create', exact: true }));
    this.publishTabs = this.root.getByRole('tablist', { name: 'Published or archived orders' });
    this.statusTabs = this.root.getByRole('tablist', { name: 'Order status' });
    this.rowsBox = this.root.getByTestId('order-rows');
    this.rows = this.root.getByTestId('order-row');
    this.empty = this.root.getByTestId('order-empty');
    this.pager = this.root.getByRole('navigation', { name: 'pagination' });
    this.pageSize = this.root.getByRole('combobox', { name: 'Page size' });
    this.exportProgress = this.root.getByTestId('order-export-progress');
    this.doneDialog = page.getByTestId('order-status-done');
    this.dateFrom = this.filterPanel.getByTestId('order-date-from');
    this.dateTo = this.filterPanel.getByTestId('order-date-to');
    this.bulkBar = this.root.getByRole('toolbar', { name: 'Bulk actions' });
    this.selectAll = this.bulkBar.getByRole('checkbox', { name: 'Select all' });
    this.archiveNotice = new ArchiveNotice(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/sale/order');
    await expect(this.heading).toBeVisible();
  }

  publishTab(name: 'Published' | 'Archived'): Locator {
    return this.publishTabs.getByRole('tab', { name, exact: true });
  }

  statusTab(name: string): Locator {
    return this.statusTabs.getByRole('tab', { name, exact: true });
  }

  async openFilters(): Promise<void> {
    if (!(await this.filterPanel.isVisible())) await this.filterToggle.click();
    await expect(this.filterPanel).toBeVisible();
  }

  filterField(label: string): Locator {
    return this.filterPanel.getByLabel(label, { exact: true });
  }

  /** Fills the panel's text fields and presses Filter. */
  async filterBy(values: Record<string, string>): Promise<void> {
    await this.openFilters();
    for (const [label, value] of Object.entries(values)) await this.filterField(label).fill(value);
    await this.filterPanel.getByRole('button', { name: 'Filter', exact: true }).click();
  }

  async clearFilter(): Promise<void> {
    await this.filterPanel.getByRole('button', { name: 'Clear Filter' }).click();
  }

  row(orderId: number): Locator {
    return this.root.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  }

  /** Order ids of the rows shown, top to bottom. */
  async shownIds(): Promise<number[]> {
    return (await this.rows.getByTestId('order-id').allTextContents()).map(Number);
  }

  async expectIds(ids: number[]): Promise<void> {
    await expect(this.rows.getByTestId('order-id')).toHaveText(ids.map(String));
  }

  statusButton(orderId: number): Locator {
    return this.row(orderId).getByTestId('order-status-button');
  }

  /** Opens the row's status menu and picks a status. */
  async pickStatus(orderId: number, status: string): Promise<void> {
    await this.statusButton(orderId).click();
    await this.page.getByRole('menuitem', { name: status, exact: true }).click();
  }

  statusDialog(kind: 'cancel' | 'stolen' | 'delivering'): Locator {
    return this.page.getByTestId(`order-${kind}-dialog`);
  }

  async expandRow(orderId: number): Promise<Locator> {
    await this.row(orderId).getByRole('button', { name: 'Show details' }).click();
    const panel = this.compact() ? this.row(orderId).getByTestId('order-products') : this.row(orderId).locator('xpath=following-sibling::tr[1]').getByTestId('order-products');
    await expect(panel).toBeVisible();
    return panel;
  }

  private compact(): boolean {
    return (this.page.viewportSize()?.width ?? 1920) < 1800;
  }

  actionButton(orderId: number, name: 'Edit' | 'Archive' | 'Recover' | 'Delete'): Locator {
    return this.row(orderId).getByRole(name === 'Edit' ? 'link' : 'button', { name, exact: true });
  }

  /** Archives an order: it leaves the list at once; its notification is closed, so the server holds it archived on return. */
  async archive(orderId: number): Promise<void> {
    await this.actionButton(orderId, 'Archive').click();
    await expect(this.row(orderId)).toHaveCount(0);
    await this.archiveNotice.commit();
  }

  /** Archives the checked orders, as `archive` does one. */
  async archiveSelected(): Promise<void> {
    await this.bulkButton('Archive').click();
    await this.archiveNotice.commit();
  }

  /** The bulk actions of every list, named for the checked rows ('Archive selected'...). */
  bulkButton(name: 'Archive' | 'Recover' | 'Delete'): Locator {
    return this.bulkBar.getByRole('button', { name: `${name} selected`, exact: true });
  }

  exportButton(name: 'Excel' | 'CSV' | 'PDF'): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** Clicks an export button and waits for its file. */
  async export(name: 'Excel' | 'CSV' | 'PDF'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton(name).click();
    return download;
  }

  currentPage(): Locator {
    return this.pager.locator('[aria-current="page"]');
  }

  async choosePageSize(size: number): Promise<void> {
    await this.pageSize.click();
    await this.page.getByRole('option', { name: `${size}/page`, exact: true }).click();
  }
}
