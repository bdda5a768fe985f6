// Printing: an order, a customer's detail and a purchase print as the record alone, without the top
// bar, the side menu, the breadcrumbs and the buttons.
import { entityByName } from '../../contract/entities';
import { screenPath } from '../../contract/screen-paths';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, useSession } from './fixtures';

for (const entity of ['order', 'customer', 'purchase']) {
  test(`a ${entity} prints without the shell and its buttons`, async ({ page, api }) => {
    const { data } = await api.list(entity, {}, 1);
    expect(data.length, `the demo data has a ${entity}`).toBe(1);
    await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
    await page.goto(`/#${screenPath(entityByName(entity)!, 'edit', idOf(entity, data[0]))}`);
    const main = page.locator('#main-content');
    // real <button>s shown on screen (a chip of a picked value is data, and prints; a picker's clear
    // button shows on hover only)
    const buttons = main.locator('button:visible');
    await expect(buttons.first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeHidden();
    await expect(buttons).toHaveCount(0);
    // the record itself is on the page, at the page's full width
    await expect(main.getByRole('textbox').first().or(main.getByRole('cell').first())).toBeVisible();
    const { x, width } = (await main.boundingBox())!;
    expect(x).toBe(0);
    expect(width).toBeGreaterThan(1800);
  });
}
