import { expect, type Page } from '@playwright/test';

/** /system/notification/settings: the signed-in user's choices per channel. */
export class NotificationSettingsPage {
  constructor(private readonly page: Page) {}

  readonly channel = (key: 'inApp' | 'email' | 'push' | 'sms') => this.page.getByTestId(`channel-${key}`);

  async open(): Promise<void> {
    await this.page.goto('/#/system/notification/settings');
    await expect(this.page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  }

  /** The switch of a notification type (by the label it is shown with: 'Order delivery', not order_delivery) within a channel. */
  readonly toggle = (key: 'inApp' | 'email' | 'push' | 'sms', typeLabel: string) =>
    this.channel(key).getByRole('switch', { name: typeLabel, exact: true });
}
