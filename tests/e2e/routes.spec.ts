// Every route of the specification's route list (first document, section 2) opens the screen it
// names, with its {id} variants on an existing record; the paths that name a screen built elsewhere
// lead there keeping the id and the query; an unknown signed-in path says so, then shows the
// dashboard; every create and update screen of an entity shows an input for each field of its
// declaration the user may write. One page, moved by its hash (no reloads), so the walk stays fast.
import type { Page } from '@playwright/test';
import { entityByName } from '../../contract/entities';
import type { EntityDeclaration } from '../../contract/entity';
import type { FieldDef } from '../../contract/fields';
import { formatPhone } from '../../contract/phone';
import { screenPath } from '../../contract/screen-paths';
import { sampleRecord, type Refs } from '../api/sample-record';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession, type BackOfficeApi, type Row } from './fixtures';
import { ShellPage } from './pages/shell.page';

const decl = (name: string): EntityDeclaration => entityByName(name)!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One path of the route list: the screen it opens (its title) and where it ends up when that is another path. */
interface RouteCheck {
  path: string;
  heading: string | RegExp;
  /** the path the screen is at when `path` leads elsewhere (an alias) */
  at?: string;
  /** the declared fields its form shows (`[data-field]`), every one the user may write */
  fields?: string[];
}

/** What a form shows of a declaration: every field but those only the server sets. */
const formFields = (d: EntityDeclaration): string[] => Object.entries(d.fields).flatMap(([name, def]) => (def.readOnly ? [] : [name]));

/** The entities a record's writable fields refer to, nested ones (a description's language) included. */
function referencesOf(fields: Record<string, FieldDef>): string[] {
  return Object.values(fields).flatMap((def) => (def.readOnly ? [] : [...(def.reference ? [def.reference] : []), ...(def.fields ? referencesOf(def.fields) : [])]));
}

/** Ids of existing records, made through the API when the demo data holds none. */
class Records {
  private readonly ids = new Map<string, Promise<number>>();
  constructor(private readonly api: BackOfficeApi) {}

  id(entity: string): Promise<number> {
    let id = this.ids.get(entity);
    if (!id) {
      id = this.find(entity);
      this.ids.set(entity, id);
    }
    return id;
  }

  private async find(entity: string): Promise<number> {
    const { data } = await this.api.list(entity, {}, 1);
    if (data.length) return idOf(entity, data[0]);
    const d = decl(entity);
    const refs: Refs = {};
    for (const reference of referencesOf(d.fields)) {
      if (reference !== entity && entityByName(reference)) refs[reference] = await this.id(reference);
    }
    const row: Row = await this.api.create(entity, sampleRecord(d, refs));
    return idOf(entity, row);
  }
}

/** How an entity's screens are titled where they differ from the generated ones. */
interface Titles {
  list?: string | RegExp;
  create?: string | RegExp;
  edit?: (id: number) => string | RegExp;
  import?: string;
  extra?: ('import' | 'show')[];
  /** the screens are not the entity's form (the media libraries' uploader) */
  noForm?: true;
}

/** An entity's list, create and edit screens (the route list's "list / create / update/{id} unless noted"). */
async function entityScreens(records: Records, name: string, titles: Titles = {}): Promise<RouteCheck[]> {
  const d = decl(name);
  const id = await records.id(name);
  const extra = titles.extra ?? [];
  const fields = titles.noForm ? undefined : formFields(d);
  return [
    // the catalogue may write the plural in another case than the declaration
    { path: screenPath(d, 'list'), heading: titles.list ?? new RegExp(`^${escape(d.label)}$`, 'i') },
    { path: screenPath(d, 'create'), heading: titles.create ?? `Create ${d.labelOne}`, fields },
    { path: screenPath(d, 'edit', id), heading: titles.edit?.(id) ?? `Update ${d.labelOne} #${id}`, fields },
    ...(extra.includes('import') ? [{ path: screenPath(d, 'import'), heading: titles.import ?? new RegExp(`^Import ${escape(d.label)}$`, 'i') }] : []),
    ...(extra.includes('show') ? [{ path: screenPath(d, 'show', id), heading: `${d.labelOne} #${id}` }] : []),
  ];
}

/** The media libraries: creating is uploading into the library, its chooser open. */
const media = (records: Records, name: string) => entityScreens(records, name, { create: decl(name).label, noForm: true });

/** The whole route list, in the specification's order. */
async function routeList(api: BackOfficeApi): Promise<RouteCheck[]> {
  const records = new Records(api);
  const all = (names: string[]) => Promise.all(names.map((n) => entityScreens(records, n)));
  const order = (await api.call('GET', '/order/s/sales/1/1')).body.data[0] as Row;
  const call = await records.id('call');
  const sms = await records.id('smsMessage');
  const campaign = await records.id('smsCampaign');
  const route = await records.id('deliveryRoute');
  const user = await records.id('user');
  const returned = await records.id('productReturn');
  const ticket = (await api.get('call', call)).body.phone as string;
  const campaignName = (await api.get('smsCampaign', campaign)).body.campaignName as string;
  return [
    // /, /dashboard, /catalog (dashboard)
    { path: '/', heading: 'Dashboard' },
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/catalog', heading: 'Dashboard' },
    // /delivery/routes (create, update/{id}); /delivery/delivery/{id}
    ...(await entityScreens(records, 'deliveryRoute')),
    { path: `/delivery/delivery/${route}`, heading: new RegExp(`^Delivery route #${route}\\b`) },
    // /catalog/messages; information; review; reviews; manufacturer; option, attribute_group,
    // attribute, filter; product (import); product_group, category; brand; recurring_profiles
    { path: '/catalog/messages', heading: 'Messages' },
    ...(await all(['information', 'review'])).flat(),
    { path: '/catalog/reviews', heading: 'Reviews', at: '/catalog/review' },
    ...(await all(['manufacturer', 'option', 'attributeGroup', 'attribute', 'filter'])).flat(),
    ...(await entityScreens(records, 'product', { extra: ['import'] })),
    ...(await all(['productGroup', 'category', 'brand', 'recurringProfile'])).flat(),
    // /promotion/discount, /promotion/promo_code, /promotion/promotion
    ...(await all(['discount', 'promoCode', 'promotion'])).flat(),
    // /mediaFiles/downloads, /mediaFiles/slide; /tool/upload, /tool/video, /tool/icon
    ...(await Promise.all(['download', 'slide', 'image', 'video', 'icon'].map((n) => media(records, n)))).flat(),
    // /store/store, /store/franchise, /store/link
    ...(await all(['store', 'franchise', 'link'])).flat(),
    // /business/business, plan, digital_card, equipment; /business/transaction
    ...(await all(['business', 'plan', 'digitalCard', 'equipment', 'transaction'])).flat(),
    // /call/tickets and {id}; /call/sms, /call/sms/send (and {id}); /call/history; /call/send (and {id});
    // /call/call_group and show/{id}; /call/calls and show/{id}
    { path: '/call/tickets', heading: 'Tickets' },
    { path: `/call/tickets/${encodeURIComponent(ticket)}`, heading: formatPhone(ticket) },
    // a new SMS is written on the conversation screen
    ...(await entityScreens(records, 'smsMessage', { create: 'New SMS', noForm: true })),
    { path: '/call/sms/send', heading: 'New SMS' },
    { path: `/call/sms/send/${sms}`, heading: 'SMS conversation' },
    ...(await entityScreens(records, 'callCampaign')),
    { path: '/call/send', heading: 'Place a call' },
    { path: `/call/send/${call}`, heading: 'Place a call' },
    ...(await entityScreens(records, 'callGroup', { extra: ['show'] })),
    ...(await entityScreens(records, 'call', { extra: ['show'] })),
    // /sms/history, /sms/plan, /sms/campaign (send, send/{id}, show/{id}), /sms/send (and {id}),
    // /sms/sms_group (show/{id}), /sms/domain and /sms/phone
    { path: '/sms/history', heading: 'SMS history' },
    { path: '/sms/plan', heading: 'SMS plan' },
    { path: '/sms/campaign', heading: 'SMS campaigns' },
    // a campaign is created by sending it: its form is the send screen
    { path: '/sms/campaign/send', heading: 'Send an SMS campaign', fields: formFields(decl('smsCampaign')) },
    { path: `/sms/campaign/send/${campaign}`, heading: 'Send an SMS campaign', fields: formFields(decl('smsCampaign')) },
    { path: `/sms/campaign/show/${campaign}`, heading: campaignName },
    { path: '/sms/send', heading: 'New SMS' },
    { path: `/sms/send/${sms}`, heading: 'SMS conversation' },
    ...(await entityScreens(records, 'smsGroup', { extra: ['show'] })),
    ...(await all(['smsDomain', 'smsPhone'])).flat(),
    // /sale/order (create, update/{id}); /sales/recurring_profiles; /sales/returns
    { path: '/sale/order', heading: 'Orders' },
    { path: '/sale/order/create', heading: 'Create order' },
    { path: screenPath(decl('order'), 'edit', idOf('order', order)), heading: `Order #${String(order.orderId)}` },
    { path: '/sales/recurring_profiles', heading: 'Recurring profiles', at: '/catalog/recurring_profiles' },
    { path: '/sales/returns', heading: 'Returns', at: '/sale/return' },
    { path: `/sales/returns/update/${returned}`, heading: `Update Return #${returned}`, at: `/sale/return/update/${returned}` },
    // /user/customer, /user/customer_group (customer_group also import); /user/chat
    ...(await entityScreens(records, 'customer')),
    ...(await entityScreens(records, 'customerGroup')),
    { path: '/user/customer_group/import', heading: 'Import customers into a group' },
    { path: '/user/chat', heading: 'Chat' },
    // /system/user, /system/user_group, /system/time_tracking; /system/franchise; /users and /users/{id}
    ...(await all(['user', 'userGroup', 'timeTracking'])).flat(),
    { path: '/system/franchise', heading: 'Franchise statistics' },
    { path: '/users', heading: 'Users', at: '/system/user' },
    { path: `/users/${user}`, heading: `Update User #${user}`, at: `/system/user/update/${user}` },
    // /localisation/language and /localisation/currency
    ...(await all(['language', 'currency'])).flat(),
    // /system/notification/type and /sound; /system/notification/settings; /plan/subscription
    ...(await all(['notificationType', 'notificationSound'])).flat(),
    { path: '/system/notification/settings', heading: 'Notification settings' },
    ...(await entityScreens(records, 'planSubscription')),
    // /inventory/purchase (import), /inventory/supplier and /inventory/warehouse
    ...(await entityScreens(records, 'purchase', { extra: ['import'], import: 'Import purchase lines' })),
    ...(await all(['supplier', 'warehouse'])).flat(),
    // the UI kit's demo routes (theme, base, buttons, icons, notifications, widgets, charts)
    ...['Theme', 'Base', 'Buttons', 'Icons', 'Notifications', 'Widgets', 'Charts'].map((page) => ({
      path: `/system/ui_kit/${page.toLowerCase()}`,
      heading: `UI kit: ${page}`,
    })),
  ];
}

/** Moves the page by its hash: the SPA routes without reloading. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

test('every route of the specification opens the screen it names', async ({ page, api }) => {
  test.setTimeout(600_000); // about 240 screens, one to two seconds each when the suite shares the two cores
  const routes = await routeList(api);
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  await page.goto('/#/dashboard');
  const shell = new ShellPage(page);
  await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
  const heading = page.locator('#main-content h1').first();
  for (const route of routes) {
    await test.step(route.path, async () => {
      await go(page, route.path);
      await expect.soft(page, `${route.path} stays at its screen`).toHaveURL(new RegExp(`#${escape(route.at ?? route.path)}$`));
      // a screen's first visit loads its code (a form with the rich text editor takes seconds on two busy cores)
      await expect.soft(heading, `${route.path} opens its screen`).toHaveText(route.heading, { timeout: 30_000 });
      if (route.fields) {
        // every field of the declaration has its input, on whichever tab it is
        // the record's read comes after the heading (seconds on two busy cores)
        await expect.soft(page.locator('#main-content [data-field]').first(), `${route.path} shows its form`).toBeAttached({ timeout: 30_000 });
        const shown = await page.locator('#main-content [data-field]').evaluateAll((els) => els.map((el) => el.getAttribute('data-field')));
        expect.soft(route.fields.filter((f) => !shown.includes(f)), `${route.path}: declared fields without an input`).toEqual([]);
      }
    });
  }
  // no path of the list was unknown
  await expect(shell.notification('Page not found')).toHaveCount(0);
});

test('a path that names a screen built elsewhere keeps the id and the query', async ({ page, api }) => {
  const user = await api.createUser({ userGroupId: 2 });
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  await page.goto(`/#/users/${user.userId}?return=%2Fdashboard`);
  await expect(page).toHaveURL(new RegExp(`#/system/user/update/${user.userId}\\?return=%2Fdashboard$`));
  await expect(page.locator('#main-content h1')).toHaveText(`Update User #${user.userId}`);
  await go(page, '/sales/returns?page=2&perPage=20');
  await expect(page).toHaveURL(/#\/sale\/return\?page=2&perPage=20$/);
  await expect(page.locator('#main-content h1')).toHaveText('Returns');
});

test('an unknown signed-in path says so, then shows the dashboard', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  await page.goto('/#/dashboard');
  const shell = new ShellPage(page);
  await expect(shell.usernameBadge).toHaveText(ADMIN_USERNAME);
  await go(page, '/no/such/screen');
  await expect(shell.notification('Page not found: /no/such/screen')).toBeVisible();
  await shell.expectPath('/dashboard');
  await expect(page.locator('#main-content h1')).toHaveText('Dashboard');
});

test('the Users menu group holds the staff: users, their groups, time tracking and invitations', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  await page.goto('/#/dashboard');
  const shell = new ShellPage(page);
  const users = shell.menuGroup('Users');
  for (const label of ['Users', 'User groups', 'Time tracking', 'Invite user']) {
    await expect(users.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(shell.menuGroup('System').getByRole('link', { name: 'UI kit', exact: true })).toBeVisible();
});

test('a save goes back one screen where the specification names no list, and to the list it names otherwise', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const group = await api.create('attributeGroup', { name: uniqueName('e2e-back-group'), sortOrder: 1, descriptions: [{ languageId: 1, name: 'back group' }] });
  const groupName = String(group.name);
  const attribute = await api.create('attribute', { name: uniqueName('e2e-back'), attributeGroupId: idOf('attributeGroup', group), descriptions: [{ languageId: 1, name: 'back' }] });
  const attributes = decl('attribute');
  const shell = new ShellPage(page);
  await shell.open(`${screenPath(attributes, 'list')}?filter=${encodeURIComponent(JSON.stringify({ name: attribute.name }))}`);

  // the attributes list links the row's group to the group's form: attribute groups are in no
  // post-save list of the specification, so the save comes back to the attributes, as filtered
  const row = page.getByTestId('list-row').filter({ hasText: String(attribute.name) });
  await row.getByRole('link', { name: groupName }).click();
  const groups = decl('attributeGroup');
  await shell.expectPath(screenPath(groups, 'edit', idOf('attributeGroup', group)));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shell.expectPath(screenPath(attributes, 'list'));
  await expect(page).toHaveURL(new RegExp(escape(encodeURIComponent(String(attribute.name)))));

  // opened directly (a pasted link), there is no screen to go back to: the save lands on its list
  await shell.open(screenPath(groups, 'edit', idOf('attributeGroup', group)));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shell.expectPath(screenPath(groups, 'list'));

  // customers are in the specification's post-save list: their save lands on it, wherever it started
  const customers = decl('customer');
  const { data } = await api.list('customer', {}, 1);
  await shell.open('/dashboard');
  await go(page, screenPath(customers, 'edit', idOf('customer', data[0])));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await shell.expectPath(screenPath(customers, 'list'));
});
