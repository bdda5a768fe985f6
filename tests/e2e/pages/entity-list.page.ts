import { expect, type Locator, type Page } from '@playwright/test';
import { entityByName } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import { ArchiveNotice } from './archive-notice.page';
import { ListPreferencesControls } from './list-preferences.page';

/**
 * The common list screen of an entity (`/localisation/language`, `/system/user`): tabs, filter
 * panel, table with row and select-all checkboxes, row and bulk actions, pager, page size.
 */
export class EntityListPage extends ListPreferencesControls {
  readonly decl: EntityDeclaration;
  /** screen path of the list: `/` + the declaration's permission path */
  readonly path: string;
  readonly heading: Locator;
  readonly filtersToggle: Locator;
  readonly filterPanel: Locator;
  readonly createButton: Locator;
  readonly rows: Locator;
  readonly selectAll: Locator;
  readonly bulkBar: Locator;
  readonly pager: Locator;
  readonly pageSize: Locator;
  readonly total: Locator;
  readonly confirmDialog: Locator;
  /** the notification of the latest archive, with its Undo */
  readonly archiveNotice: ArchiveNotice;

  constructor(page: Page, entity: string) {
    const decl = entityByName(entity);
    if (!decl) throw new Error(`No entity "${entity}"`);
    const root = page.getByTestId(`list-${decl.name}`);
    super(page, root, root.getByRole('progressbar', { name: 'Loading' }));
    this.decl = decl;
    this.path = '/' + decl.permission;
    this.heading = this.root.getByRole('heading', { name: decl.label, exact: true });
    this.filtersToggle = this.root.getByRole('button', { name: 'Filters' });
    this.filterPanel = this.root.getByRole('search', { name: 'Filters' });
    this.createButton = this.root.getByRole('button', { name: 'Create', exact: true }).or(this.root.getByRole('link', { name: 'Create', exact: true }));
    this.rows = this.root.getByTestId('list-row');
    this.selectAll = this.root.getByRole('checkbox', { name: 'Select all' });
    this.bulkBar = this.root.getByRole('toolbar', { name: 'Bulk actions' });
    this.pager = this.root.getByRole('navigation', { name: 'pagination' });
    this.pageSize = this.root.getByRole('combobox', { name: 'Page size' });
    this.total = this.root.getByTestId('list-total');
    this.confirmDialog = page.getByRole('dialog');
    this.archiveNotice = new ArchiveNotice(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(`/#${this.path}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.loading).toHaveCount(0);
  }

  /** `Active` or `Archived`. */
  tab(name: 'Active' | 'Archived'): Locator {
    return this.root.getByRole('tab', { name, exact: true });
  }

  async showTab(name: 'Active' | 'Archived'): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.loading).toHaveCount(0);
  }

  async openFilters(): Promise<void> {
    if ((await this.filtersToggle.getAttribute('aria-expanded')) !== 'true') await this.filtersToggle.click();
    await expect(this.filterPanel).toBeVisible();
  }

  /** A filter input of the panel by its label (`Name`, `Username`). */
  filter(label: string): Locator {
    return this.filterPanel.getByLabel(label, { exact: true });
  }

  /**
   * Types into a text filter and waits until the table shows only rows containing the text
   * (the filter applies after a short debounce).
   */
  async filterBy(label: string, text: string): Promise<void> {
    await this.openFilters();
    const filtered = this.page.waitForResponse((r) => new URL(r.url()).search.includes(encodeURIComponent(text)) && r.request().method() === 'GET');
    await this.filter(label).fill(text);
    await filtered;
    await expect(async () => {
      await expect(this.loading).toHaveCount(0);
      const texts = await this.rows.allInnerTexts();
      expect(texts.every((t) => t.includes(text))).toBe(true);
    }).toPass();
  }

  /** The row showing `text` in one of its cells. */
  row(text: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
  }

  /** A row action (`Edit`, `Archive`, `Recover`, `Delete`) of the row showing `text`. */
  rowAction(text: string, action: 'Edit' | 'Archive' | 'Recover' | 'Delete'): Locator {
    return this.row(text).getByRole(action === 'Edit' ? 'link' : 'button', { name: action, exact: true }).or(
      this.row(text).getByRole('button', { name: action, exact: true }),
    );
  }

  /**
   * Archives the row showing `text`: it leaves the list at once, and the archive is sent when its
   * notification closes; here it is closed at once and the server holds the row archived on return.
   */
  async archive(text: string): Promise<void> {
    await this.rowAction(text, 'Archive').click();
    await expect(this.row(text)).toHaveCount(0);
    await this.archiveNotice.commit();
  }

  /** Archives the checked rows, as `archive` does one. */
  async archiveSelected(): Promise<void> {
    await this.bulk('Archive').click();
    await this.archiveNotice.commit();
  }

  rowCheckbox(text: string): Locator {
    return this.row(text).getByRole('checkbox');
  }

  /** A bulk action of the toolbar (`Archive selected`, `Recover selected`, `Delete selected`). */
  bulk(action: 'Archive' | 'Recover' | 'Delete'): Locator {
    return this.bulkBar.getByRole('button', { name: `${action} selected` });
  }

  /** Answers the 'Are you sure you want to delete it?' question. */
  async confirm(answer: 'Yes' | 'No'): Promise<void> {
    await this.confirmDialog.getByRole('button', { name: answer, exact: true }).click();
    await expect(this.confirmDialog).toHaveCount(0);
  }

  /** A page button of the pager (`Page 3`). */
  pageButton(n: number): Locator {
    return this.pager.getByRole('button', { name: `Page ${n}`, exact: true });
  }

  /** The page the pager marks as current. */
  currentPage(): Locator {
    return this.pager.locator('[aria-current="page"]');
  }

  async goToPage(n: number): Promise<void> {
    await this.pageButton(n).click();
    await expect(this.currentPage()).toHaveText(String(n));
    await expect(this.loading).toHaveCount(0);
  }

  /** Chooses a page size (`20` picks "20/page"). */
  async choosePageSize(size: number): Promise<void> {
    await this.pageSize.click();
    await this.page.getByRole('option', { name: `${size}/page`, exact: true }).click();
    await expect(this.pageSize).toHaveText(`${size}/page`);
    await expect(this.loading).toHaveCount(0);
  }

  /** The cell texts of every row shown, in order. */
  async rowTexts(): Promise<string[][]> {
    const out: string[][] = [];
    for (const row of await this.rows.all()) out.push((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim()));
    return out;
  }
}
