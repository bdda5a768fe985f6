// The accessibility walk: axe-core's WCAG 2.1 A and AA rules over every screen the side menu offers
// an administrator, the create and edit screens its lists lead to, the dashboard and the public pages,
// at 1920 and 390 px in the light and the dark theme. The screens come from the menu itself, so a new
// screen is checked without a new test. A generated screen is checked when it holds a kind of column,
// filter or input that no screen checked before it held (the same kind draws the same markup): every
// kind is checked, a new entity made of known kinds costs the walk nothing (AXE_SHAPES=all checks
// every screen). A serious or critical violation fails the walk, listed by screen and rule.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNT_ROUTES } from '../../contract/accounts/api';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';
import { generatedKinds } from './support/screen-shapes';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SERIOUS = new Set(['serious', 'critical']);

/**
 * Two walks cover both widths and both themes: what axe judges depends on the theme (colours) or on
 * the width (what is laid out and shown), never on the pair, so 1920 dark and 390 light would
 * repeat these. AXE_VIEWS=all walks the four pairs.
 */
const VIEWS = [
  { name: '1920 px, light', width: 1920, height: 1080, scheme: 'light' },
  { name: '390 px, dark', width: 390, height: 844, scheme: 'dark' },
  ...(process.env.AXE_VIEWS === 'all'
    ? ([
        { name: '1920 px, dark', width: 1920, height: 1080, scheme: 'dark' },
        { name: '390 px, light', width: 390, height: 844, scheme: 'light' },
      ] as const)
    : []),
] as const;

/** A signed-in screen's own part, inside the shell. */
const MAIN = '#main-content';

const PUBLIC_PAGES = [ACCOUNT_ROUTES.login, ACCOUNT_ROUTES.register, ACCOUNT_ROUTES.forgotPassword, `${ACCOUNT_ROUTES.activate}?token=unknown`, '/404', '/500'];

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Waits until the screen drew its content: no progress bar or busy region left (a screen that keeps one is checked as it is). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('#main-content, main, form, h1').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]:visible, [aria-busy="true"]:visible'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Opens a screen of the SPA without reloading it (as the menu does); a screen may move to its first part (the UI kit to its theme). */
async function openScreen(page: Page, path: string): Promise<void> {
  const before = page.url();
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
  const at = new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^?]*)?(\\?.*)?$`);
  await expect(page).toHaveURL((url) => url.href !== before && at.test(url.href));
  await settled(page);
}

/** Runs axe over the page, or over the screen's own part (the shell around it is checked once per view). */
async function check(page: Page, screen: string, findings: Finding[], only?: string): Promise<void> {
  const t0 = Date.now();
  // only violations are kept (axe still runs every rule), and axe runs in the page itself: the
  // default splits each run across a fresh blank page, which costs more than the rules on a screen
  // without frames of other origins
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_AA).setLegacyMode();
  const { violations } = await (only ? axe.include(only) : axe).analyze();
  for (const v of violations) {
    if (!SERIOUS.has(v.impact ?? '')) continue;
    findings.push({ screen, rule: v.id, impact: v.impact!, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.slice(0, 300)) });
  }
  if (process.env.AXE_DEBUG) console.log(screen, 'axe', Date.now() - t0, 'since', Date.now() - (globalThis as any).lastT, violations.filter((v) => SERIOUS.has(v.impact ?? '')).map((v) => v.id).join(','));
  (globalThis as any).lastT = Date.now();
}

const report = (findings: Finding[]) => findings.map((f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n');

test.describe.configure({ mode: 'parallel' });

for (const view of VIEWS) {
  test(`no serious or critical axe violation on any screen at ${view.name}`, async ({ browser, api }) => {
    test.setTimeout(1_200_000);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, colorScheme: view.scheme });
    const findings: Finding[] = [];

    const visitor = await context.newPage();
    await visitor.setViewportSize({ width: view.width, height: view.height });
    for (const path of PUBLIC_PAGES) {
      await visitor.goto(`/#${path}`);
      await settled(visitor);
      await check(visitor, path, findings);
    }
    await visitor.close();

    const page = await context.newPage();
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    await page.goto('/#/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' }).filter({ visible: true });
    await expect(menu.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    const menuScreens = await menu.getByRole('link').evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace(/^#/, '')));
    expect(menuScreens.length).toBeGreaterThan(50);
    // AXE_SCREENS=<regular expression> walks only the matching screens (while fixing them)
    const screens = menuScreens.filter((path) => !process.env.AXE_SCREENS || new RegExp(process.env.AXE_SCREENS).test(path));
    await page.setViewportSize({ width: view.width, height: view.height });
    await settled(page);
    await check(page, '/dashboard', findings);
    // the phone's menu is a drawer opened from the top bar; the softphone a panel of the top bar
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    if (await openMenu.isVisible()) {
      await openMenu.click();
      await expect(menu.getByRole('link').first()).toBeVisible();
      await check(page, 'side menu', findings);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
    await page.getByRole('banner').getByRole('button', { name: /^Phone/ }).click();
    await expect(page.getByRole('heading', { name: 'Phone', exact: true })).toBeVisible();
    await check(page, 'softphone', findings);
    await page.getByRole('banner').getByRole('button', { name: /^Phone/ }).click();

    const main = page.locator('#main-content');
    const kinds = generatedKinds();
    const seen = new Set<string>();
    /** Whether a screen is to be checked: one its feature draws, or a generated one holding a kind not seen yet. */
    const toCheck = (held: string[] | undefined) => {
      if (!held || process.env.AXE_SHAPES === 'all') return true;
      const news = held.filter((kind) => !seen.has(kind));
      for (const kind of news) seen.add(kind);
      return news.length > 0;
    };
    for (const path of screens) {
      const generated = kinds.get(path);
      const listToCheck = toCheck(generated?.list);
      const formToCheck = toCheck(generated?.form);
      if (!listToCheck && !formToCheck) continue;
      await openScreen(page, path);
      if (listToCheck) await check(page, path, findings, MAIN);
      if (!formToCheck) continue;

      // the form the list leads to (create and edit share one form): a record's edit screen when the
      // list has one, else the create screen
      const edit = main.getByTestId('list-row').first().getByRole('link', { name: 'Edit', exact: true });
      const create = main.getByRole('link', { name: 'Create', exact: true }).or(main.getByRole('button', { name: 'Create', exact: true })).first();
      if (await edit.count()) {
        await edit.click();
        await expect(page).toHaveURL(/\/update\//);
        await settled(page);
        await check(page, `${path} (edit)`, findings, MAIN);
      } else if ((await create.count()) && (await create.isEnabled())) {
        await create.click();
        await expect(page).not.toHaveURL(new RegExp(`#${path}(\\?.*)?$`));
        await settled(page);
        await check(page, `${path} (create)`, findings, MAIN);
      }
    }
    await context.close();
    expect(findings, report(findings)).toEqual([]);
  });
}
