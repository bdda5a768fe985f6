// Screenshots for people to look at, under /tmp/shots/<area>/: taken only when E2E_SHOTS is set
// (`E2E_SHOTS=1 npx playwright test ...`), so the suite's run does not pay for pictures no one reads.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SHOTS_ON = Boolean(process.env.E2E_SHOTS);

/** One picture of a page or a part of it, when E2E_SHOTS is set. */
export async function snap(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!SHOTS_ON) return;
  fs.mkdirSync(path.dirname(options.path), { recursive: true });
  await target.screenshot(options);
}

/** A screen at the two widths every screen is looked at (1920 and 1280 px); the page is left at 1920 x 1080. */
export function screenshots(area: string) {
  const dir = `/tmp/shots/${area}`;
  return async function shoot(page: Page, name: string): Promise<void> {
    if (!SHOTS_ON) return;
    for (const width of [1920, 1280]) {
      await page.setViewportSize({ width, height: 1080 });
      // the layout settles at the new width before the picture
      await page.waitForTimeout(150);
      await snap(page, { path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
  };
}
