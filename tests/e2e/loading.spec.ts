// How the console reaches the browser (issue 9): compressed files, cached by their content hash.
import type { Page } from '@playwright/test';
import { order } from '../../contract/entities/order';
import { screenPath } from '../../contract/screen-paths';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, useSession } from './fixtures';

test('the sign-in page arrives compressed: its JavaScript is under 250,000 bytes on the wire', async ({ page }) => {
  const scripts: { url: string; encoding?: string; onWire: number; decoded: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), encoding: response?.headers()['content-encoding'], onWire: sizes.responseBodySize, decoded: Number(response?.headers()['content-length'] ?? 0) });
  });
  await page.goto('/#/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s.encoding, s.url).toBe('br');
  const total = scripts.reduce((n, s) => n + s.onWire, 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(250_000);
});

test.describe('opening the orders list', () => {
  test.beforeEach(async ({ page, api }) => {
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  });

  /**
   * When, in the page's clock, the list screen first mounted (its container appeared) and when each
   * request for its rows started. A screen that reads from its own effect starts the request after
   * it mounted; a read started with the route starts before.
   */
  async function timeline(page: Page): Promise<{ mounted: number; rowsStarted: number[] }> {
    return page.evaluate(() => ({
      mounted: (window as unknown as { listMountedAt: number }).listMountedAt,
      rowsStarted: performance
        .getEntriesByType('resource')
        .filter((e) => /\/order\/s\/sales\/\d+\/\d+/.test(e.name))
        .map((e) => e.startTime),
    }));
  }

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="order-list"]')) return;
        (window as unknown as { listMountedAt: number }).listMountedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
  });

  test('a press on Orders reads the rows once, before the screen has mounted', async ({ page }) => {
    await page.goto('/#/dashboard');
    const menuEntry = page.getByRole('navigation').getByRole('link', { name: 'Orders' });
    await expect(menuEntry).toBeVisible();
    await menuEntry.click();
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    const { mounted, rowsStarted } = await timeline(page);
    expect(rowsStarted).toHaveLength(1);
    expect(rowsStarted[0]).toBeLessThan(mounted);
  });

  test('opening the console on the orders list reads the rows once, with the console itself', async ({ page }) => {
    await page.goto(`/#${screenPath(order, 'list')}`);
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    const { mounted, rowsStarted } = await timeline(page);
    expect(rowsStarted).toHaveLength(1);
    expect(rowsStarted[0]).toBeLessThan(mounted);
  });
});
