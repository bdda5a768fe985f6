import { expect, type Locator, type Page } from '@playwright/test';

/** The audit log screen (/system/audit): filters above a table of entries, newest first. */
export class AuditLogPage {
  readonly filters: Locator;
  readonly entityFilter: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByRole('search');
    this.entityFilter = this.filters.getByRole('combobox', { name: 'Entity' });
    this.rows = page.getByTestId('audit-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/system/audit');
    await expect(this.entityFilter).toBeVisible();
  }

  /** Picks an entity of the registry by its label ('Orders'). */
  async filterByEntity(label: string): Promise<void> {
    await this.entityFilter.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.entityFilter).toHaveText(label);
  }

  /** The cells of the Entity column, as shown. */
  entityCells(): Locator {
    return this.rows.locator('td:nth-child(3)');
  }

  /** The rows of one record of an entity (the Entity and Record columns). */
  rowsOf(entity: string, id: number): Locator {
    return this.rows.filter({ has: this.page.locator('td:nth-child(3)', { hasText: new RegExp(`^${entity}$`) }) }).filter({
      has: this.page.locator('td:nth-child(4)', { hasText: new RegExp(`^${id}$`) }),
    });
  }
}
