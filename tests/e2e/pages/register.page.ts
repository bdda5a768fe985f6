import { expect, type Page } from '@playwright/test';

/** /register: the account form, then the verification step with the mailed code. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  readonly input = (name: string) => this.page.locator(`input[name="${name}"]`);
  readonly formMessage = () => this.page.getByRole('alert').or(this.page.getByRole('status')).first();
  readonly strength = () => this.page.getByTestId('password-strength');

  async open(): Promise<void> {
    await this.page.goto('/#/register');
    await expect(this.page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  }

  async fill(fields: Partial<Record<'username' | 'firstname' | 'lastname' | 'email' | 'password', string>>): Promise<void> {
    for (const [name, value] of Object.entries(fields)) await this.input(name).fill(value ?? '');
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  /** The verification step shows the email it sent the code to. */
  async expectVerifyStep(email: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(this.page.getByTestId('verify-email')).toHaveText(email);
  }

  async verify(code: string): Promise<void> {
    await this.input('code').fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  async openResend(): Promise<void> {
    await this.page.getByRole('button', { name: 'Resend' }).click();
    await expect(this.page.getByTestId('captcha')).toBeVisible();
  }

  /** The captcha is a proof of work the browser does by itself: Send code turns on once it is done. */
  async sendCodeOnceChecked(): Promise<void> {
    const send = this.page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeEnabled({ timeout: 30_000 });
    await send.click();
  }
}
