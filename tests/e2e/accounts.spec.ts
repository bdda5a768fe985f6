// Account flows in the browser, with mail through a real local SMTP server (support/smtp-mailbox.ts).
import { randomInt } from 'node:crypto';
import { ACCOUNT_TIMING, accountTexts } from '../../contract/accounts';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { ActivatePage } from './pages/activate.page';
import { ForgotPasswordPage } from './pages/forgot-password.page';
import { InviteUserPage } from './pages/invite-user.page';
import { RegisterPage } from './pages/register.page';
import { waitForCode, waitForLink } from './support/mail';

/** A username the register rule accepts: lowercase letters only, 4-16. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
const newUsername = () => `reg${letters(9)}`;
const STRONG_PASSWORD = 'Strong-pass-1!';

test.describe('register', () => {
  test('a new user signs up with the code from the mail, then signs in', async ({ page }) => {
    const register = new RegisterPage(page);
    const username = newUsername();
    const email = `${username}@example.test`;
    await register.open();
    await register.fill({ username, firstname: 'Anna', lastname: 'Smith', email, password: 'weakpass' });
    await expect(register.strength()).toContainText('Weak');
    await register.fill({ password: STRONG_PASSWORD });
    await expect(register.strength()).toContainText('Medium');
    await register.submit();

    await register.expectVerifyStep(email);
    await expect(page.getByText(accountTexts.accountCreated)).toBeVisible();
    const code = await waitForCode(email);
    await register.verify(code);
    await expect(page.getByText(accountTexts.registrationComplete)).toBeVisible();
    await expect(page).toHaveURL(/#\/login/, { timeout: ACCOUNT_TIMING.redirectAfterAuth + 5000 });

    await page.getByLabel('Username').fill(username);
    await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('username-badge')).toHaveText(username);
  });

  test('an invalid form is not sent, a wrong code is told in the form, and Resend passes the proof-of-work captcha', async ({ page }) => {
    // the widget and its worker run under the app's Content-Security-Policy: the browser refuses nothing
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const register = new RegisterPage(page);
    const username = newUsername();
    const email = `${username}@example.test`;
    await register.open();
    await register.fill({ username: 'Bad Name', email, password: STRONG_PASSWORD });
    await register.submit();
    await expect(register.formMessage()).toHaveText(accountTexts.formNotApproved);
    await expect(page.getByText('Please type letters only')).toBeVisible();

    await register.fill({ username });
    await register.submit();
    await register.expectVerifyStep(email);
    const code = await waitForCode(email);
    const wrong = code === '0000' ? '1111' : '0000';
    await register.verify(wrong);
    await expect(register.formMessage()).toHaveText(accountTexts.wrongCode);

    await register.openResend();
    await register.sendCodeOnceChecked();
    await expect(register.formMessage()).toHaveText(accountTexts.resendSuccess);
    // a second code came, and it is the one that works now
    const second = await waitForCode(email, 2);
    await register.verify(second);
    await expect(page.getByText(accountTexts.registrationComplete)).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a signed-in visitor of /register and /forgot_password goes to /', async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    for (const path of ['/#/register', '/#/forgot_password']) {
      await page.goto(path);
      await expect(page).not.toHaveURL(/register|forgot_password/);
      await expect(page.getByTestId('username-badge')).toHaveText(ADMIN_USERNAME);
    }
  });
});

test('a user recovers the password with the mailed code and signs in with the new one', async ({ page, api }) => {
  const group = await api.createGroup([{ value: 'localisation/language', type: 'access' }]);
  const user = await api.createUser({ userGroupId: group.userGroupId });
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.requestCode(user.email);
  await expect(page.getByText(accountTexts.emailSent)).toBeVisible();

  const code = await waitForCode(user.email);
  const newPassword = 'Renewed-pass-2!';
  await forgot.reset(code, newPassword);
  await expect(page.getByText(accountTexts.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/#\/login/, { timeout: ACCOUNT_TIMING.redirectAfterAuth + 5000 });

  expect((await api.call('POST', '/api/u/login', { body: { name: user.username, password: user.password }, token: null })).status).toBe(403);
  expect((await api.call('POST', '/api/u/login', { body: { name: user.username, password: newPassword }, token: null })).status).toBe(200);
});

test.describe('invitation', () => {
  test('an administrator invites by email; the user sets a password from the mailed link and lands signed in on /', async ({ page, browser, api }) => {
    const username = newUsername();
    const email = `${username}@example.test`;
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await adminContext.newPage();
    await useSession(adminPage, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    const invitePage = new InviteUserPage(adminPage);
    await invitePage.open();
    await invitePage.invite({ username, firstname: 'Invited', lastname: 'Person', email, group: 'driver' });
    await expect(adminPage.getByText(`${accountTexts.invitationSent}: ${email}`)).toBeVisible();
    await adminContext.close();

    const link = await waitForLink(email, /user\/activate/);
    const activate = new ActivatePage(page);
    await activate.open(link);
    await activate.activate('Invited-pass-3!', 'Invited-pass-4!');
    await expect(page.getByText(accountTexts.passwordsDiffer)).toBeVisible();
    await activate.activate('Invited-pass-3!');
    await expect(page.getByTestId('username-badge')).toHaveText(username);
    await expect(page).toHaveURL(/:\d+\/(#\/(dashboard)?)?$/);

    // the link was used: opening it again shows the spec's text, then /login after 8 s
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByText(accountTexts.invalidInvitation)).toBeVisible();
    await expect(page).toHaveURL(/#\/login/, { timeout: ACCOUNT_TIMING.invalidInvitation + 5000 });
  });

  test('a made-up link is refused', async ({ page }) => {
    await page.goto(`/#/user/activate?username=${uniqueName('nobody')}&token=not-a-token`);
    await expect(page.getByText(accountTexts.invalidInvitation)).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveCount(0);
  });
});

test('register and forgot password look like the sign-in page: the same backdrop, panel and centred title', async ({ page }) => {
  const frameOf = async (path: string) => {
    await page.goto(`/#${path}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    return heading.evaluate((h) => {
      const panel = h.parentElement!;
      const backdrop = panel.parentElement!;
      return { backdrop: getComputedStyle(backdrop).backgroundColor, width: panel.getBoundingClientRect().width, align: getComputedStyle(h).textAlign, weight: getComputedStyle(h).fontWeight };
    });
  };
  const signIn = await frameOf('/login');
  expect(await frameOf('/register')).toEqual(signIn);
  expect(await frameOf('/forgot_password')).toEqual(signIn);
});
