// Courier location sharing in Chromium: a driver with a mocked geolocation shares his position on
// the driver page; a page watching that driver (the route page, and a bare socket) sees it move.
import { io, type Socket } from 'socket.io-client';
import { COURIER_PAGE_PATH, LOCATION_EVENTS, type DriverPosition } from '../../contract/delivery/location';
import { deliveryPagePath } from '../../contract/delivery/routes';
import { entityByName } from '../../contract/entities';
import { DELIVERY_PERMISSION } from '../../contract/permissions';
import { SOCKET_PATH } from '../../contract/realtime';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, entityBase, expect, signIn, test, type BackOfficeApi, type TestUser } from './fixtures';
import { snap } from './support/screenshots';
import { OrdersData, uniqueTelephone } from './pages/orders-data';

const SHOTS = '/tmp/shots/courier';
const routePermission = entityByName('deliveryRoute')?.permission ?? 'delivery/routes';
const start = { latitude: 34.052235, longitude: -118.243683 };
const next = { latitude: 34.0535, longitude: -118.2412 };

/** A socket watching a driver, as the route page's does: the positions it receives. */
async function watcher(api: BackOfficeApi, baseURL: string, driverId: number) {
  const operator = await api.userWith([{ value: routePermission, type: 'access' }]);
  const session = await api.login(operator.username, operator.password);
  const socket: Socket = io(baseURL + '/', { path: SOCKET_PATH, auth: { token: session.socketToken }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const got: DriverPosition[] = [];
  socket.on(LOCATION_EVENTS.position, (p: DriverPosition) => got.push(p));
  expect(await socket.timeout(5000).emitWithAck(LOCATION_EVENTS.watch, { driverIds: [driverId] })).toEqual({ ok: true });
  return { got, close: () => socket.close() };
}

test.describe('courier location', () => {
  let driver: TestUser;
  test.beforeEach(async ({ api }) => {
    driver = await api.userWith([{ value: DELIVERY_PERMISSION, type: 'access' }]);
  });

  test('a driver shares his position from a phone; a watcher sees it move', async ({ browser, api, baseURL }) => {
    const watching = await watcher(api, baseURL!, driver.userId);
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: start, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await signIn(page, driver.username, driver.password);
      await page.goto(`/#${COURIER_PAGE_PATH}`);
      await expect(page.getByTestId('courier-status')).toHaveText('Not sharing');
      await expect(page.getByTestId('courier-last')).toContainText('Nothing sent yet.');
      await page.getByTestId('courier-start').click();
      await expect(page.getByTestId('courier-status')).toHaveText('Sharing your location');
      await expect(page.getByTestId('courier-last-latitude')).toHaveText(start.latitude.toFixed(6));
      await expect(page.getByTestId('courier-last-longitude')).toHaveText(start.longitude.toFixed(6));
      await expect.poll(() => watching.got.at(-1)).toMatchObject({ driverId: driver.userId, ...start });
      await snap(page, { path: `${SHOTS}/courier-390.png`, fullPage: true });

      // moving: the page shows the new position, the watcher gets it with the bearing travelled
      await context.setGeolocation(next);
      await expect(page.getByTestId('courier-last-latitude')).toHaveText(next.latitude.toFixed(6));
      await expect.poll(() => watching.got.at(-1)?.latitude).toBe(next.latitude);
      const last = watching.got.at(-1)!;
      expect(last.bearing).toBeGreaterThan(0);
      expect(last.bearing).toBeLessThan(90);

      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await snap(page, { path: `${SHOTS}/courier-${width}.png`, fullPage: true });
      }

      // stopped: nothing more is sent
      await page.getByTestId('courier-stop').click();
      await expect(page.getByTestId('courier-status')).toHaveText('Not sharing');
      const count = watching.got.length;
      await context.setGeolocation(start);
      await page.waitForTimeout(1000);
      expect(watching.got.length).toBe(count);
    } finally {
      watching.close();
      await context.close();
    }
  });

  test("the route page shows the driver's marker and position move as the driver shares from his phone", async ({ browser, page, api }) => {
    const orders = await new OrdersData(api).create(2, uniqueTelephone());
    const route = await api.call('POST', entityBase('deliveryRoute'), {
      body: { driverId: driver.userId, ordersDeliverRoute: orders.map((o, sortOrder) => ({ sortOrder, orderId: o.orderId })) },
    });
    expect(route.status, JSON.stringify(route.body)).toBe(201);
    const text = (p: { latitude: number; longitude: number }) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

    // the operator's page, open before the driver shares
    await signIn(page, ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
    await page.goto(`/#${deliveryPagePath(route.body.deliveryRouteId)}`);
    await expect(page.getByTestId('route-map')).toBeVisible();

    const phone = await browser.newContext({ permissions: ['geolocation'], geolocation: start, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const driverPage = await phone.newPage();
    try {
      await signIn(driverPage, driver.username, driver.password);
      await driverPage.goto(`/#${COURIER_PAGE_PATH}`);
      await driverPage.getByTestId('courier-start').click();
      await expect(page.getByTestId('driver-position')).toHaveText(text(start));
      const marker = page.getByTestId('driver-marker');
      await expect(marker).toBeVisible();
      const before = await marker.boundingBox();

      await phone.setGeolocation(next);
      await expect(page.getByTestId('driver-position')).toHaveText(text(next));
      await expect.poll(async () => JSON.stringify(await marker.boundingBox())).not.toBe(JSON.stringify(before));
      await snap(page, { path: `${SHOTS}/route-page-driver.png` });
    } finally {
      await phone.close();
    }
  });

  test('says in plain words when location access is blocked', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await signIn(page, driver.username, driver.password);
      await page.goto(`/#${COURIER_PAGE_PATH}`);
      await page.getByTestId('courier-start').click();
      await expect(page.getByTestId('courier-error')).toContainText('Location access is blocked');
      await expect(page.getByTestId('courier-start')).toBeVisible();
      await snap(page, { path: `${SHOTS}/courier-denied-390.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
