import { expect, type Locator, type Page } from '@playwright/test';

/** The /login screen. */
export class LoginPage {
  readonly form: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** the failure text of a refused sign-in */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in' });
    this.username = this.form.getByLabel('Username');
    this.password = this.form.getByLabel('Password', { exact: true });
    this.submit = this.form.getByRole('button', { name: 'Sign in' });
    this.error = page.getByTestId('login-error');
  }

  /** Opens /login, with `?user=..&password=..` when given (the auto sign-in). */
  async goto(query?: { user: string; password: string }): Promise<void> {
    const qs = query ? '?' + new URLSearchParams(query).toString() : '';
    await this.page.goto(`/#/login${qs}`);
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The helper text under a field (`required!`). */
  fieldError(field: 'Username' | 'Password'): Locator {
    return this.form.locator('.MuiFormControl-root', { has: this.page.getByLabel(field, { exact: true }) }).locator('.MuiFormHelperText-root');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/#\/login/);
    await expect(this.submit).toBeVisible();
  }
}
