import { expect, type Page } from '@playwright/test';

/** /forgot_password: the email, then the mailed code with a new password. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  readonly input = (name: string) => this.page.locator(`input[name="${name}"]`);

  async open(): Promise<void> {
    await this.page.goto('/#/forgot_password');
    await expect(this.page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  }

  async requestCode(email: string): Promise<void> {
    await this.input('email').fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  }

  async reset(code: string, password: string): Promise<void> {
    await this.input('code').fill(code);
    await this.input('password').fill(password);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }
}
