// How the console reaches the browser (issue 9): compressed files, cached by their content hash.
import { expect, test } from './fixtures';

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
