import { expect, type Page } from '@playwright/test';

/** /system/user/invite: an administrator invites a user by email. */
export class InviteUserPage {
  constructor(private readonly page: Page) {}

  readonly input = (name: string) => this.page.locator(`input[name="${name}"]`);

  async open(): Promise<void> {
    await this.page.goto('/#/system/user/invite');
    await expect(this.page.getByRole('heading', { name: 'Invite user' })).toBeVisible();
  }

  async invite(user: { username: string; firstname: string; lastname: string; email: string; group: string }): Promise<void> {
    for (const name of ['username', 'firstname', 'lastname', 'email'] as const) await this.input(name).fill(user[name]);
    await this.page.getByRole('combobox', { name: /Group/ }).click();
    await this.page.getByRole('option', { name: user.group, exact: true }).click();
    await this.page.getByRole('button', { name: 'Send invitation' }).click();
  }
}
