import { expect, type Locator, type Page } from '@playwright/test';

/** Settings, Security (/settings/security): two-factor sign-in and the user's sessions. */
export class SecurityPage {
  readonly twoFactor: Locator;
  readonly sessions: Locator;
  readonly sessionRows: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.twoFactor = page.getByTestId('two-factor');
    this.sessions = page.getByTestId('sessions');
    this.sessionRows = page.getByTestId('session-row');
    this.dialog = page.getByRole('dialog');
  }

  /** The way a user gets there: the top bar's Settings, then the Security tab. */
  async openFromTopBar(): Promise<void> {
    await this.page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await this.page.getByRole('tab', { name: 'Security' }).click();
    await expect(this.page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  }

  /** Turns two-factor on: the key shown, `codeFor(secret)` typed; returns the secret and the recovery codes shown. */
  async turnOn(codeFor: (secret: string) => Promise<string>): Promise<{ secret: string; recoveryCodes: string[] }> {
    await this.twoFactor.getByRole('button', { name: 'Turn on' }).click();
    const secretText = this.dialog.getByTestId('two-factor-secret');
    await expect(secretText).toBeVisible();
    await expect(this.dialog.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
    const secret = (await secretText.getAttribute('data-secret'))!;
    await this.dialog.getByLabel('Code').fill(await codeFor(secret));
    await this.dialog.getByRole('button', { name: 'Turn on' }).click();
    const list = this.dialog.getByTestId('recovery-codes');
    await expect(list).toBeVisible();
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    return { secret, recoveryCodes };
  }

  async closeRecoveryCodes(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Answers the confirmation question with Yes. */
  async confirm(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  }
}
