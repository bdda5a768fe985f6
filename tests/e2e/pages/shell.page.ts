import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in shell: top bar, side menu, breadcrumbs, notifications, offline banner. */
export class ShellPage {
  readonly topBar: Locator;
  readonly logout: Locator;
  readonly menu: Locator;
  readonly groupName: Locator;
  readonly usernameBadge: Locator;
  readonly breadcrumbs: Locator;
  readonly offlineBanner: Locator;
  /** every notification (toast) on screen */
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.logout = this.topBar.getByRole('button', { name: 'Logout' });
    this.menu = page.getByRole('navigation', { name: 'Main menu' }).filter({ visible: true });
    this.groupName = page.getByTestId('group-name').filter({ visible: true });
    this.usernameBadge = page.getByTestId('username-badge').filter({ visible: true });
    this.breadcrumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    this.offlineBanner = page.getByTestId('offline-banner');
    this.notifications = page.getByTestId('notification');
  }

  /** Opens a screen of the SPA by its path (`/system/user`). */
  async open(path: string): Promise<void> {
    await this.page.goto(`/#${path}`);
  }

  /** The screen path of the current URL (the part after `#`, without the query). */
  path(): string {
    return new URL(this.page.url()).hash.replace(/^#/, '').split('?')[0] || '/';
  }

  async expectPath(path: string): Promise<void> {
    const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    await expect(this.page).toHaveURL(new RegExp(`#${escaped}(\\?.*)?$`));
  }

  /** A menu group (`System`) of the side menu. */
  menuGroup(name: string): Locator {
    return this.menu.getByRole('list', { name, exact: true });
  }

  /** A menu entry by its label (`Languages`). */
  menuItem(label: string): Locator {
    return this.menu.getByRole('link', { name: label, exact: true });
  }

  /** The labels of all menu entries shown. */
  async menuLabels(): Promise<string[]> {
    return (await this.menu.getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  /** A notification whose text contains `text`. */
  notification(text: string | RegExp): Locator {
    return this.notifications.filter({ hasText: text });
  }
}
