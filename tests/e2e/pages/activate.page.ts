import { expect, type Page } from '@playwright/test';

/** /user/activate?username=..&token=..: an invited user's new password. */
export class ActivatePage {
  constructor(private readonly page: Page) {}

  readonly input = (name: string) => this.page.locator(`input[name="${name}"]`);

  /** Opens an activation link (absolute from the mail, or a hash route). */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  }

  async activate(password: string, confirm = password): Promise<void> {
    await this.input('password').fill(password);
    await this.input('confirmPassword').fill(confirm);
    await this.page.getByRole('button', { name: 'Activate' }).click();
  }
}
