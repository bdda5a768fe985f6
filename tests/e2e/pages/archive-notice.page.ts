import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The notification an archive shows (every list): the rows have left the list, the server is told
 * once it closes without Undo (its time out, or its close button at once).
 */
export class ArchiveNotice {
  /** the latest archive's notification */
  readonly root: Locator;
  readonly undoButton: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('notification').filter({ hasText: 'Archived', has: page.getByRole('button', { name: 'Undo', exact: true }) }).last();
    this.undoButton = this.root.getByRole('button', { name: 'Undo', exact: true });
    this.closeButton = this.root.getByRole('button', { name: 'Close', exact: true });
  }

  /** Closes the notification, which sends the archive now, and waits for the server to hold it. */
  async commit(): Promise<void> {
    // the entities' bulk archive (`{rest}/b/archive`), the orders' own (`/order/s/sales/b/a`)
    const sent = this.page.waitForResponse((r) => r.request().method() === 'POST' && /\/b\/(archive|a)$/.test(new URL(r.url()).pathname));
    await this.closeButton.click();
    expect((await sent).ok()).toBe(true);
    await expect(this.root).toHaveCount(0);
  }

  /** Undoes the archive: nothing is sent. */
  async undo(): Promise<void> {
    await this.undoButton.click();
    await expect(this.root).toHaveCount(0);
  }
}
