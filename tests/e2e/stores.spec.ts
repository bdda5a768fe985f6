// Stores: the whole store form across its tabs (an error on a hidden tab, then a save that synchronises
// the store with the proxy), and a store created elsewhere arriving live in the open store list.
import { entities } from '../../contract/entities';
import { STORE_PATHS, STORE_TEXTS } from '../../contract/stores';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession } from './fixtures';
import { snap } from './support/screenshots';
import { EntityFormPage } from './pages/entity-form.page';
import { EntityListPage } from './pages/entity-list.page';

const SHOTS = '/tmp/shots/stores';
const svc = (path: string) => `/${entities.store.service}/${path}`;
/** A picture the header logo can show without a file in the media library. */
const HEADER_LOGO = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80'><rect width='80' height='80' rx='16' fill='#1976d2'/></svg>")}`;

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('the store form: every tab shows, an error on a hidden tab is shown on its tab, then a save synchronises the store', async ({ page, api }) => {
  test.slow(); // every tab of a ten-tab form at two widths, an error, then a save
  const name = uniqueName('e2e-store').slice(0, 30);
  const domain = `${name}.example.com`;
  const created = await api.create('store', {
    name,
    url: domain,
    status: true,
    header: { logo: HEADER_LOGO },
    addresses: [
      { address: '1 First St', city: 'Los Angeles', isDefault: true, location: { lat: 34.1, lng: -118.4 } },
      { address: '2 Second St', city: 'Santa Monica' },
    ],
  });
  const id = idOf('store', created);
  const form = new EntityFormPage(page, 'store');
  await form.gotoUpdate(id);
  await expect(form.field('Name')).toHaveValue(name);

  // every tab of the store form opens with its inputs (and is photographed at both widths)
  const checks: Record<string, () => Promise<void>> = {
    General: () => expect(form.field('Domain')).toHaveValue(domain),
    Settings: () => expect(form.field('Tracking Id')).toBeVisible(),
    Logo: () => expect(page.getByRole('tabpanel').filter({ visible: true }).getByText('Header logo')).toBeVisible(),
    // a store without its own order details is loaded with the defaults
    Orders: () => expect(form.field('Min Price')).toHaveValue('5000'),
    Payments: () => expect(page.getByRole('checkbox', { name: 'Pay on delivery' })).toBeVisible(),
    'Mail template': () => expect(form.field('Callback Link')).toBeVisible(),
    Addresses: () => expect(form.field('Address').first()).toHaveValue('1 First St'),
    Hours: () => expect(page.getByRole('group', { name: 'Monday' })).toBeVisible(),
    Policies: () => expect(page.getByRole('tabpanel', { name: 'English' }).getByLabel('Privacy')).toBeVisible(),
    Information: () => expect(form.field('Dogs Allowed')).toBeVisible(),
  };
  for (const width of [1920, 1280]) {
    await page.setViewportSize({ width, height: 1080 });
    for (const [tab, check] of Object.entries(checks)) {
      await form.showTab(tab);
      await check();
      // the form fits the screen: the tab bar scrolls instead of widening the page
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await snap(page, { path: `${SHOTS}/${tab.replace(/ /g, '-').toLowerCase()}-${width}.png`, fullPage: true });
    }
  }

  // a second default address, then Save from another tab: the server's 422 lands on the Addresses tab
  await form.showTab('Addresses');
  const defaults = page.getByRole('tabpanel').filter({ visible: true }).getByLabel('Default');
  await defaults.nth(1).check();
  await form.showTab('Payments');
  await page.getByRole('checkbox', { name: 'Zelle' }).check();
  await form.showTab('General');
  await form.save.click();
  await expect(form.tab('Addresses')).toHaveText(/\(1\)$/);
  await expect(form.tab('Addresses')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(STORE_TEXTS.oneDefaultAddress).first()).toBeVisible();
  await snap(page, { path: `${SHOTS}/addresses-error-1280.png`, fullPage: true });
  expect((await api.get('store', id)).body.paymentMethods).toEqual([]);

  // fixed: saved, back at the list, and the synchronize call registered the domain with the proxy
  await defaults.nth(1).uncheck();
  await form.save.click();
  await expect(page).toHaveURL(new RegExp(`#/${entities.store.permission}$`));
  const saved = (await api.get('store', id)).body;
  expect(saved.paymentMethods).toEqual([{ paymentMethod: 'zelle' }]);
  expect(saved.addresses.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
  const records = await api.call('GET', `${svc(STORE_PATHS.proxyRequests)}?storeId=${id}`);
  expect(records.body.data).toMatchObject([{ action: 'register', method: 'POST', domain }]);
});

test('a store created through the API appears live at the top of the open store list', async ({ page, api }) => {
  // enough stores for a full first page, so the new row pushes the last one out
  for (let i = 0; i < 10; i += 1) await api.create('store', { name: uniqueName('e2e-early').slice(0, 30) });
  const list = new EntityListPage(page, 'store');
  await list.goto();
  await expect(list.rows).toHaveCount(10);
  const countBefore = Number((await list.total.textContent())?.replace(/[^\d]/g, '').match(/\d+/)?.[0]);
  const lastBefore = await list.rows.last().getAttribute('data-id');

  const name = uniqueName('e2e-live').slice(0, 30);
  const id = idOf('store', await api.create('store', { name }));
  await expect(list.rows.first()).toHaveAttribute('data-id', String(id));
  await expect(list.rows.first()).toContainText(name);
  await expect(list.rows).toHaveCount(10);
  await expect(list.rows.last()).not.toHaveAttribute('data-id', lastBefore ?? '');
  await expect(list.total).toContainText(String(countBefore + 1));
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, { path: `${SHOTS}/list-1280.png`, fullPage: true });
});

test("the store site's screens list what the API created: sections, pages, headers, footers, banners, zip codes", async ({ page, api }) => {
  const store = await api.create('store', { name: uniqueName('e2e-site').slice(0, 30) });
  const storeId = idOf('store', store);
  const section = await api.create('storeSection', { name: uniqueName('e2e-section'), storeId });
  const made: Record<string, string> = {
    storeSection: section.name as string,
    storePage: (await api.create('storePage', { title: uniqueName('e2e-page'), storeId, sections: [idOf('storeSection', section)] })).title as string,
    storeHeader: (await api.create('storeHeader', { title: uniqueName('e2e-header'), storeId })).title as string,
    storeFooter: (await api.create('storeFooter', { title: uniqueName('e2e-footer'), storeId })).title as string,
    storeBanner: (await api.create('storeBanner', { title: uniqueName('e2e-banner'), storeId })).title as string,
    zip: (await api.create('zip', { postalCode: String(Date.now()).slice(-9) })).postalCode as string,
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [entity, text] of Object.entries(made)) {
    const list = new EntityListPage(page, entity);
    await list.goto();
    // the newest rows are not necessarily on the first page: look the row up by the list's filter
    await list.filterBy(entity === 'zip' ? 'Postal Code' : entity === 'storeSection' ? 'Name' : 'Title', text);
    await expect(list.rows.filter({ hasText: text })).toHaveCount(1);
    await snap(page, { path: `${SHOTS}/${entity}-list-1280.png`, fullPage: true });
  }
});
