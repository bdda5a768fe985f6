// Sign-in, sign-out, the auto sign-in, the routes of signed-out and signed-in visitors, the error
// pages and the offline banner (spec, first document, sections 2, 4 and 8).
import { messages } from '../../contract/messages';
import { SOCKET_PATH } from '../../contract/realtime';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, signIn, test, useSession } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

test.describe('sign-in', () => {
  test('the admin signs in with the form and sees the shell with the group name and username badge', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto();
    await login.signIn(ADMIN_USERNAME, E2E_ADMIN_PASSWORD);

    await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
    await expect(shell.groupName).toHaveText('admin');
    await expect(page).toHaveURL(/#\/(dashboard)?$/);
    await expect(shell.logout).toBeVisible();
  });

  test('Enter submits the form', async ({ page, api }) => {
    const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
    const login = new LoginPage(page);
    await login.goto();
    await login.username.fill(user.username);
    await login.password.fill(user.password);
    await login.password.press('Enter');
    await expect(new ShellPage(page).usernameBadge).toHaveText(user.username);
  });

  test('blank fields show required! and nothing is sent', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/u/login')) sent = true;
    });
    await login.submit.click();
    await expect(login.fieldError('Username')).toHaveText(messages.loginRequired);
    await expect(login.fieldError('Password')).toHaveText(messages.loginRequired);
    await login.username.fill('someone');
    await login.submit.click();
    await expect(login.fieldError('Password')).toHaveText(messages.loginRequired);
    expect(sent).toBe(false);
    await expect(page).toHaveURL(/#\/login/);
  });

  test('a wrong password is refused with the server message and stays on /login', async ({ page, api }) => {
    const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.username, 'Wrong-password-1');
    await expect(login.error).toHaveText(messages.invalidCredentials);
    await expect(page).toHaveURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // the right password still works; signing in also clears this failure from the address's count,
    // so the suites sharing the server (all from 127.0.0.1) stay under the sign-in limit
    await login.signIn(user.username, user.password);
    await expect(new ShellPage(page).usernameBadge).toHaveText(user.username);
  });

  test('the password show/hide toggle reveals the password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.password.fill('secret-value');
    await expect(login.password).toHaveAttribute('type', 'password');
    await login.form.getByRole('button', { name: 'Show password' }).click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await login.form.getByRole('button', { name: 'Hide password' }).click();
    await expect(login.password).toHaveAttribute('type', 'password');
  });

  test('/login?user=..&password=.. signs in by itself and lands on /sale/order', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto({ user: ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD });
    await new ShellPage(page).expectPath('/sale/order');
    await expect(new ShellPage(page).usernameBadge).toHaveText(ADMIN_USERNAME);
  });

  test('a signed-in visitor of /login is sent to /', async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/(dashboard)?$/);
    await expect(new ShellPage(page).usernameBadge).toHaveText(ADMIN_USERNAME);
  });
});

test.describe('sign-out', () => {
  test('Logout clears the session and every screen then asks for sign-in', async ({ page, api }) => {
    const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
    await signIn(page, user.username, user.password);
    const shell = new ShellPage(page);
    await shell.open('/localisation/language');
    await expect(page.getByTestId('list-language')).toBeVisible();

    await shell.logout.click();
    await new LoginPage(page).expectShown();
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k === 'token' || k === 'socketToken' || k.startsWith('RaStore')));
    expect(left).toEqual([]);

    await shell.open('/localisation/language');
    await new LoginPage(page).expectShown();
    await page.reload();
    await new LoginPage(page).expectShown();
  });

  test('a user disabled while signed in is signed out: the refused permissions call leads to /login', async ({ page, api }) => {
    // without the realtime connection, so that only the refused call can sign the user out
    await page.route(`**${SOCKET_PATH}/**`, (route) => route.abort());
    await page.routeWebSocket(new RegExp(SOCKET_PATH.replace(/[./]/g, '\\$&')), () => undefined);
    const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
    await signIn(page, user.username, user.password);
    await api.update('user', user.userId, { status: false });
    await page.reload();
    await new LoginPage(page).expectShown();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a 403 on the permissions call signs out and goes to /login', async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    await page.route(
      (url) => url.pathname === '/api/ug/p/u',
      (route) => route.fulfill({ status: 403, json: { message: 'Forbidden', errmsg: 'Forbidden' } }),
    );
    await page.goto('/#/localisation/language');
    await new LoginPage(page).expectShown();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('routes', () => {
  for (const path of ['/', '/dashboard', '/system/user', '/localisation/language/create', '/no/such/screen']) {
    test(`signed out, ${path} goes to /login`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await new LoginPage(page).expectShown();
    });
  }

  test('signed in, an unknown path goes to /dashboard', async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    const shell = new ShellPage(page);
    await shell.open('/no/such/screen');
    await shell.expectPath('/dashboard');
    await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
  });

  test('/404 shows the lost page', async ({ page }) => {
    await page.goto('/#/404');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await expect(page.getByText(messages.notFoundText)).toBeVisible();
  });

  test('/500 shows the problem page', async ({ page }) => {
    await page.goto('/#/500');
    await expect(page.getByRole('heading', { name: messages.serverErrorTitle })).toBeVisible();
    await expect(page.getByText(messages.serverErrorText)).toBeVisible();
  });

  test('the error pages open for a signed-in user too, without the shell', async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    await page.goto('/#/404');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await expect(new ShellPage(page).logout).toHaveCount(0);
  });
});

test.describe('shell', () => {
  test('the offline banner shows while the browser is offline', async ({ page, context, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    const shell = new ShellPage(page);
    await shell.open('/dashboard');
    await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
    await expect(shell.offlineBanner).toHaveCount(0);

    await context.setOffline(true);
    await expect(shell.offlineBanner).toHaveText(messages.offline);
    await context.setOffline(false);
    await expect(shell.offlineBanner).toHaveCount(0);
  });

  test('the logo and the Dashboard link go to /dashboard; breadcrumbs name the screen', async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    const shell = new ShellPage(page);
    await shell.open('/localisation/language');
    await expect(shell.breadcrumbs).toContainText('Languages');
    await shell.topBar.getByRole('link', { name: 'Back office home' }).click();
    await shell.expectPath('/dashboard');
    await shell.open('/system/user');
    await expect(shell.breadcrumbs).toContainText('Users');
    await shell.topBar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await shell.expectPath('/dashboard');
  });
});
