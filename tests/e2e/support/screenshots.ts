// Screenshots of a screen at the two widths every screen is looked at (1920 and 1280 px), under
// /tmp/shots/<area>/<name>-<width>.png, for people to look at; the page is left at 1920 x 1080.
import fs from 'node:fs';
import type { Page } from '@playwright/test';

export function screenshots(area: string) {
  const dir = `/tmp/shots/${area}`;
  return async function shoot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(dir, { recursive: true });
    for (const width of [1920, 1280]) {
      await page.setViewportSize({ width, height: 1080 });
      // the layout settles at the new width before the picture
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
  };
}
