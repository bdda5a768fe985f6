// The pictures of docs/screens/: the main screens at 1920, 1280 and 390 px in the light and the dark
// theme, taken only when DOCS_SCREENS is set (`DOCS_SCREENS=1 npx playwright test screens`), so the
// suite's run does not pay for them. Each is looked at before it is committed.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { order } from '../../contract/entities/order';
import { screenPath } from '../../contract/screen-paths';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, useSession, type BackOfficeApi } from './fixtures';

const DIR = path.resolve('docs/screens');
const WIDTHS = [1920, 1280, 390];
const THEMES = ['light', 'dark'] as const;

/** Screen name → how to reach it once signed in. */
const SCREENS: Record<string, (page: Page, api: BackOfficeApi) => Promise<void>> = {
  dashboard: (page) => open(page, '/dashboard'),
  orders: (page) => open(page, '/sale/order'),
  'order-form': async (page, api) => {
    const { data } = await api.list('order', {}, 1);
    await open(page, screenPath(order, 'edit', idOf('order', data[0])));
  },
  products: (page) => open(page, '/catalog/product'),
  customers: (page) => open(page, '/user/customer'),
  'language-form': (page) => open(page, '/localisation/language/create'),
  chat: (page) => open(page, '/user/chat'),
  notifications: (page) => open(page, '/notifications'),
};

async function open(page: Page, screen: string): Promise<void> {
  await page.goto(`/#${screen}`);
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('[role="progressbar"]:visible, [aria-busy="true"]:visible')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

test.skip(!process.env.DOCS_SCREENS, 'pictures for docs/screens/: DOCS_SCREENS=1');

for (const theme of THEMES) {
  test(`the main screens, ${theme}`, async ({ browser, api }) => {
    test.setTimeout(600_000);
    fs.mkdirSync(DIR, { recursive: true });
    const session = await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 1080 }, colorScheme: theme });
      const page = await context.newPage();
      await useSession(page, session);
      for (const [name, reach] of Object.entries(SCREENS)) {
        await reach(page, api);
        await settled(page);
        await page.screenshot({ path: `${DIR}/${name}-${width}-${theme}.jpg`, type: 'jpeg', quality: 70 });
      }
      await context.close();
    }
  });
}
