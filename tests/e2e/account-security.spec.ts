// Two-factor sign-in and the sessions screen in the browser: turned on in Settings, Security; asked at
// the next sign-in; required by a group (set up at sign-in); the sign-ins listed, one revoked (that
// browser is sent to sign in), then all of them.
import type { Browser, Page } from '@playwright/test';
import { TWO_FACTOR } from '../../contract/accounts';
import { currentTotp } from '../../server/auth/two-factor';
import { expect, signIn, test, TEST_PASSWORD, type TestUser } from './fixtures';
import { LoginPage } from './pages/login.page';
import { SecurityPage } from './pages/security.page';
import { screenshots } from './support/screenshots';

const shoot = screenshots('account-security');
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;

/**
 * The codes an authenticator app would show, each taken once: the server accepts the current period's
 * code or a neighbour's, and never one of a period it already took; this waits for the next period
 * when every code the window allows was used.
 */
function authenticator(secret: string) {
  let last = -Infinity;
  return async function nextCode(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const step = [now - 1, now, now + 1].find((s) => s > last);
      if (step !== undefined) {
        last = step;
        return currentTotp(secret, step * PERIOD_MS);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
}

/** Signs in with the password, then the code step. */
async function signInWithCode(page: Page, user: TestUser, code: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.username, user.password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step).toBeVisible();
  await step.getByLabel('Code').fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('username-badge').filter({ visible: true })).toHaveText(user.username);
}

/** Another browser (its own storage and user agent), signed in as the user. */
async function otherBrowser(browser: Browser, user: TestUser, code: string) {
  const context = await browser.newContext({ userAgent: FIREFOX, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithCode(page, user, code);
  return { context, page };
}

test('a user turns on two-factor sign-in, signs in with a code, sees their sessions, revokes one, then signs out everywhere', async ({ page, api, browser }) => {
  // two browsers, two sign-ins with codes and the screenshots at two widths
  test.setTimeout(180_000);
  const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
  await signIn(page, user.username, user.password);
  const security = new SecurityPage(page);
  await security.openFromTopBar();
  await expect(security.twoFactor.getByTestId('two-factor-state')).toHaveText('Off: your password alone signs you in.');
  await shoot(page, 'security-off');

  // turned on: the key, its first code, the recovery codes shown once
  let nextCode: () => Promise<string> = async () => '';
  const { secret, recoveryCodes } = await security.turnOn(async (s) => {
    nextCode = authenticator(s);
    return nextCode();
  });
  expect(recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodes);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await shoot(page, 'recovery-codes');
  await security.closeRecoveryCodes();
  await expect(security.twoFactor.getByTestId('two-factor-state')).toContainText('On since');
  await expect(security.twoFactor).toContainText(`Recovery codes left: ${TWO_FACTOR.recoveryCodes}`);

  // the next sign-in asks for a code after the password; a wrong one is told
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const login = new LoginPage(page);
  await login.expectShown();
  await login.signIn(user.username, user.password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step).toBeVisible();
  await shoot(page, 'sign-in-code');
  const wrong = [-1, 0, 1].some((d) => currentTotp(secret, Date.now() + d * PERIOD_MS) === '000000') ? '111111' : '000000';
  await step.getByLabel('Code').fill(wrong);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('The code is wrong or was already used.');
  await step.getByLabel('Code').fill(await nextCode());
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('username-badge').filter({ visible: true })).toHaveText(user.username);

  // a second browser signs in with a recovery code
  const other = await otherBrowser(browser, user, recoveryCodes[0]);

  // both sign-ins are listed, this one marked; the other by its browser
  await security.openFromTopBar();
  await expect(security.sessionRows).toHaveCount(2);
  const mine = security.sessionRows.filter({ hasText: 'This browser' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(/^Chrome \d+ on Linux/);
  const firefox = security.sessionRows.filter({ hasText: 'Firefox 127 on Linux' });
  await expect(firefox).toHaveCount(1);
  await expect(firefox).toContainText('127.0.0.1');
  await expect(security.twoFactor).toContainText(`Recovery codes left: ${TWO_FACTOR.recoveryCodes - 1}`);
  await shoot(page, 'security-on');

  // revoked: that browser is sent to sign in at once (its socket is told), and its token is refused
  await firefox.getByRole('button', { name: /^Revoke the sign-in of Firefox 127 on Linux/ }).click();
  await security.confirm();
  await expect(security.sessionRows).toHaveCount(1);
  await expect(new LoginPage(other.page).submit).toBeVisible({ timeout: 15_000 });
  await other.context.close();

  // sign out everywhere: this browser too
  await security.sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  await security.confirm();
  await login.expectShown();
  await signInWithCode(page, user, await nextCode());
});

test("a member of a group that requires two-factor sign-in sets it up at sign-in before getting a session", async ({ page, api }) => {
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  await api.call('PUT', `/api/ug/${group.userGroupId}`, { body: { requireTwoFactor: true } });
  const user = await api.createUser({ userGroupId: group.userGroupId, password: TEST_PASSWORD });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.username, user.password);

  const setup = page.getByRole('form', { name: 'Set up two-factor sign-in' });
  await expect(setup).toBeVisible();
  await expect(setup.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
  await shoot(page, 'sign-in-setup');
  const secret = (await setup.getByTestId('two-factor-secret').getAttribute('data-secret'))!;
  await setup.getByLabel('Code').fill(currentTotp(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();

  // the recovery codes once, then the session
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(TWO_FACTOR.recoveryCodes);
  await expect(page.getByTestId('username-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('username-badge').filter({ visible: true })).toHaveText(user.username);

  // it stays on: the group requires it
  const security = new SecurityPage(page);
  await security.openFromTopBar();
  await expect(security.twoFactor).toContainText('Your user group requires it.');
  await expect(security.twoFactor.getByRole('button', { name: 'Turn off' })).toBeDisabled();
});
