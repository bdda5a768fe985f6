import { expect, type Locator, type Page } from '@playwright/test';

/** The notification list screen and the bell of the top bar. */
export class NotificationsPage {
  constructor(private readonly page: Page) {}

  readonly list = () => this.page.getByTestId('notification-list');
  readonly items = () => this.page.getByTestId('notification-item');
  readonly item = (content: string) => this.items().filter({ hasText: content });
  readonly bell = () => this.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  readonly dropDown = () => this.page.getByTestId('notification-dropdown');
  readonly dropDownItems = () => this.page.getByTestId('notification-dropdown-item');

  /** Opens the bell's drop-down. */
  async openDropDown(): Promise<void> {
    await this.bell().click();
    await expect(this.dropDown()).toBeVisible();
  }

  async open(): Promise<void> {
    await this.page.goto('/#/notifications');
    await expect(this.page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  }

  /** The bell's unread count, as its label tells it. */
  async expectCount(n: number): Promise<void> {
    await expect(this.bell()).toHaveAccessibleName(`Notifications (${n} unread)`);
  }

  async expectUnread(item: Locator, unread: boolean): Promise<void> {
    await expect(item).toHaveAttribute('data-unread', unread ? 'true' : 'false');
  }

  async markAllRead(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mark all as read' }).click();
  }

  async remove(item: Locator): Promise<void> {
    await item.getByRole('button', { name: 'Delete' }).click();
  }

  /** Scrolls the list box to its bottom, as a user does with the wheel. */
  async scrollToBottom(): Promise<void> {
    await this.list().evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
  }
}
