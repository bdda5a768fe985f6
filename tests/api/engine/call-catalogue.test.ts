// The call catalogue of the specification (second document, section 7), walked as its client walks
// it: every call in one table, written as the specification writes it (its double slashes and mode
// segments included), with the status an administrator gets and the one a signed-in user holding no
// permission gets. Real records stand behind every id. The generic entity pattern and the generic
// resource client's calls are one table too, walked on every base section 7 names.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities, entityList } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import { DiskStorage } from '../../../server/storage/disk-storage';
import { useMediaStorage } from '../../../server/storage';
import { ADMIN_PASSWORD } from '../constants';
import { OwnedRows, twoTenants } from '../tenancy/tenancy-fixtures';
import { useHarness, type Method, type TestUser } from '../harness';
import { sampleRecord } from '../sample-record';

// a push subscription is saved for a stand-in push service on this machine (docs/notifications.md, "Web push")
process.env.PUSH_SERVICE_HOSTS = '127.0.0.1:*';
process.env.PUSH_ALLOW_PRIVATE_HOSTS = '1';

const h = useHarness();
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'call-catalogue-'));
beforeAll(() => useMediaStorage(new DiskStorage(mediaDir)));

/** The ids and values the paths and bodies name: `{orderId}` in a path is `ids.orderId`. */
type Ids = Record<string, unknown>;
/** A file sent as multipart instead of a JSON body. */
interface Upload {
  field: string;
  name: string;
  type: string;
  data: () => Promise<Buffer>;
}
/** One call: method, path as section 7 writes it, status for the administrator, for a user without the right; its body. */
type Call = [method: Method, path: string, admin: number, nobody: number, body?: (ids: Ids) => unknown];

const FORBIDDEN = 403;
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } }).png().toBuffer();
const PNG: Upload = { field: 'file', name: 'catalogue.png', type: 'image/png', data: png };
const today = new Date().toISOString().slice(0, 10);

/**
 * "Generic entity pattern" and "Generic resource client adds" (section 7), on one base (`{rest}`:
 * `/{service}/{rest}`). `{id}` is a record kept; `{gone}` and `{bulkGone}` are archived, recovered,
 * archived again and destroyed, one by DELETE, one by the bulk destroy.
 */
const GENERIC: Call[] = [
  ['GET', '{rest}/1/10', 200, FORBIDDEN],
  ['GET', '{rest}/r', 200, FORBIDDEN],
  ['GET', '{rest}/r/1/10?name=a', 200, FORBIDDEN],
  ['GET', '{rest}/{id}', 200, FORBIDDEN],
  ['PUT', '{rest}/{id}', 200, FORBIDDEN, (ids) => ids.record],
  ['POST', '{rest}', 201, FORBIDDEN, (ids) => ids.record],
  ['POST', '{rest}/b/archive', 200, FORBIDDEN, (ids) => [ids.gone, ids.bulkGone]],
  ['PATCH', '{rest}/recover', 200, FORBIDDEN, (ids) => [ids.gone]],
  ['POST', '{rest}/b/recover', 200, FORBIDDEN, (ids) => [ids.bulkGone]],
  ['POST', '{rest}/b/archive', 200, FORBIDDEN, (ids) => [ids.gone, ids.bulkGone]],
  ['DELETE', '{rest}/{gone}', 200, FORBIDDEN],
  ['POST', '{rest}/b/d', 200, FORBIDDEN, (ids) => [ids.bulkGone]],
  ['GET', '{rest}/a/1/10', 200, FORBIDDEN],
  ['POST', '{rest}/a/1/10', 200, FORBIDDEN, () => ({ deleted: false })],
  ['GET', '{rest}/all', 200, FORBIDDEN],
  ['GET', '{rest}/removed', 200, FORBIDDEN],
  ['GET', '{rest}/types', 200, FORBIDDEN],
  ['GET', '{rest}/relation?ids=[{id}]&&deleted', 200, FORBIDDEN],
];

/** The bases section 7 names (service, rest), each walked with GENERIC. */
const BASES: [service: string, rest: string][] = [
  ['language', 's/l/l'],
  ['api', 'ug'],
  ['api', 'u'],
  ['api', 'time_tracking'],
  ['store', 'c/equipment'],
  ['currency', 'c/cu'],
  ['review', 'c/rw'],
  ['discount', 'c/d'],
  ['discount', 'c/p'],
  ['store', 'c/s'],
  ['store', 'c/digital_card'],
  ['promotion', 'p'],
  ['store', 'c/business'],
  ['payment', 'c/plan'],
  ['customer', 'cu/c'],
  ['customer', 'cu/g/c'],
  ['store', 'z'],
  ['store', 'd/s'],
  ['store', 'c/h'],
  ['store', 'c/f'],
  ['store', 'c/b'],
  ['category', 'c/c'],
  ['option', 'c/o'],
  ['information', 'c/i'],
  ['manufacturer', 'c/m'],
  ['attribute', 'c/ag'],
  ['attribute', 'c/a'],
  ['product', 'c/p'],
  ['product', 'c/p/g'],
  ['brand', 'c/b'],
  ['franchise', 'f'],
  ['traffic', 'l'],
  ['media', 'image'],
  ['media', 'ic'],
  ['media', 'video'],
  ['sms', 'group'],
  ['sms', 'campaign'],
  ['sms', 'domain'],
  ['sms', 'phone'],
  ['sms', 'plan'],
  ['call', 'bulk'],
  ['call', 'bulk/group'],
  ['call', 'call'],
  ['notification', 't'],
  ['notification', 'sound'],
  ['notification', 'tg'],
  ['order', 'delivery/route'],
  ['inventory', 'p'],
  ['inventory', 's'],
  ['inventory', 'w'],
];

/**
 * "SMS API families group/, campaign/, domain/, phone/: GET {rest}{mode}{page}/{size}?filters; DELETE
 * {rest}/{id}; GET {rest}{id}; POST {rest}b/{action}; POST {rest}b/d; POST {rest}; PUT {rest}/{id}",
 * `{rest}` as written, with its slash (`/sms/group/`); the modes: none, `r/` (see all) and `a/`.
 */
const SMS_FAMILY: Call[] = [
  ['GET', '{rest}1/10', 200, FORBIDDEN],
  ['GET', '{rest}r/1/10', 200, FORBIDDEN],
  ['GET', '{rest}a/1/10', 200, FORBIDDEN],
  ['GET', '{rest}{id}', 200, FORBIDDEN],
  ['PUT', '{rest}/{id}', 200, FORBIDDEN, (ids) => ids.record],
  ['POST', '{rest}', 201, FORBIDDEN, (ids) => ids.record],
  ['POST', '{rest}b/archive', 200, FORBIDDEN, (ids) => [ids.gone, ids.bulkGone]],
  ['POST', '{rest}b/recover', 200, FORBIDDEN, (ids) => [ids.bulkGone]],
  ['POST', '{rest}b/archive', 200, FORBIDDEN, (ids) => [ids.bulkGone]],
  ['DELETE', '{rest}/{gone}', 200, FORBIDDEN],
  ['POST', '{rest}b/d', 200, FORBIDDEN, (ids) => [ids.bulkGone]],
];
const SMS_FAMILIES = ['group/', 'campaign/', 'domain/', 'phone/'];

const campaign = (ids: Ids) => ({ campaignName: `Catalogue ${ids.seq}`, message: 'Hello from the catalogue', phones: ['+12025550143'] });
const orderBody = (ids: Ids) => ({ storeId: ids.storeId, telephone: '(202) 555-0150', address: { address: '1 Catalogue St', latitude: 34.1, longitude: -118.3 }, products: [{ productId: ids.productId, quantity: 1 }] });

/** Every other call of section 7, paragraph by paragraph, as written. */
const CALLS: (Call | [...Call, Upload])[] = [
  // Languages: GET s/l/l/r?query
  ['GET', '/language/s/l/l/r?name=En', 200, FORBIDDEN],
  // User groups: GET ug/p/g permissions; GET ug; GET ug/p/u the current user's permissions
  ['GET', '/api/ug/p/g', 200, FORBIDDEN],
  ['GET', '/api/ug', 200, FORBIDDEN],
  ['GET', '/api/ug/p/u', 200, 200],
  // Users: GET u/worked_hours/{id}?query; GET u/worked_hours/{id}/{page}/{count}
  ['GET', `/api/u/worked_hours/{userId}?dateFrom=2026-01-01&dateTo=${today}`, 200, FORBIDDEN],
  ['GET', '/api/u/worked_hours/{userId}/1/10', 200, FORBIDDEN],
  // Equipment: worked_hours, GET conditions, GET types; currency: GET all; discounts and promo codes: GET /g
  ['GET', '/store/c/equipment/worked_hours/{equipmentId}', 200, FORBIDDEN],
  ['GET', '/store/c/equipment/conditions', 200, FORBIDDEN],
  ['GET', '/store/c/equipment/types', 200, FORBIDDEN],
  ['GET', '/currency/c/cu/all', 200, FORBIDDEN],
  ['GET', '/discount/c/d/g', 200, FORBIDDEN],
  ['GET', '/discount/c/p/g', 200, FORBIDDEN],
  // Stores: payment methods, statistics ranges, synchronize, address, the products scraping call (the
  // proxy service's store-domain POST and DELETE are calls to another host: tests/api/stores)
  ['GET', '/store/payment_method/l', 200, FORBIDDEN],
  ['GET', '/store/stores/v/m/minmax/call_count', 200, FORBIDDEN],
  ['GET', '/store/stores/v/m/minmax/customer_count', 200, FORBIDDEN],
  ['GET', '/store/stores/v/m/minmax/order_count', 200, FORBIDDEN],
  ['GET', '/store/stores/v/m/minmax/done_order_count', 200, FORBIDDEN],
  ['GET', '/store/stores/v/m/minmax/order_total', 200, FORBIDDEN],
  ['PUT', '/store/synchronize/{storeId}', 200, FORBIDDEN],
  ['GET', '/store/address/{storeId}', 200, FORBIDDEN],
  ['POST', '/scrape/products', 202, FORBIDDEN, (ids) => ({ storeId: ids.storeId })],
  // customer groups GET f/; business GET statistics s, account, transaction/{a}/{b}; zip codes z/r/{a}/{b}
  ['GET', '/customer/cu/g/c/f', 200, FORBIDDEN],
  ['GET', '/store/c/business/s', 200, FORBIDDEN],
  ['GET', '/store/c/business/account', 200, FORBIDDEN],
  ['GET', '/store/c/business/transaction/1/10', 200, FORBIDDEN],
  ['GET', '/store/z/r/1/10', 200, FORBIDDEN],
  // Plan subscription extras: GET plan/r/{a}/{b}, POST plan/{id}, GET plan
  ['GET', '/payment/plan/r/1/10', 200, FORBIDDEN],
  ['POST', '/payment/plan/{planId}', 201, FORBIDDEN, () => ({})],
  ['GET', '/payment/plan', 200, FORBIDDEN],
  // Customers extras: phone check; orders, reviews, wishlists, cart; import into a group; statistics
  ['POST', '/customer/cu/c/phone/check', 200, FORBIDDEN, () => ({ telephone: '(202) 555-0177' })],
  ['GET', '/customer/cu/c/orders/{customerId}/1/10', 200, FORBIDDEN],
  ['GET', '/customer/cu/c/reviews/{customerId}/1/10', 200, FORBIDDEN],
  ['GET', '/customer/cu/c/wishlists/product/{customerId}/1/10', 200, FORBIDDEN],
  ['GET', '/customer/cu/c/wishlists/brand/{customerId}/1/10', 200, FORBIDDEN],
  ['GET', '/customer/cu/c/cart/{customerId}/1/10', 200, FORBIDDEN],
  ['POST', '/customer/cu/c/import/{customerGroupId}?preview=true', 200, FORBIDDEN, undefined, { field: 'file', name: 'customers.csv', type: 'text/csv', data: async () => Buffer.from('firstname,lastname,telephone\nCat,Alogue,(202) 555-0178\n') }],
  ['GET', '/customer/cu/c/s/statistics', 200, FORBIDDEN],
  // Tickets: GET and POST tickets; the call count between start_date and end_date
  ['GET', '/call/tickets', 200, FORBIDDEN],
  ['POST', '/call/tickets', 200, FORBIDDEN, () => ({ start_date: '2026-01-01', end_date: today })],
  ['GET', `/call/tickets?start_date=2026-01-01&end_date=${today}`, 200, FORBIDDEN],
  // Orders
  ['GET', '/order/s/group/1/10', 200, FORBIDDEN],
  ['PUT', '/order/s/group/u/{orderId}', 200, FORBIDDEN, () => ({ message: 'Changed through the group view' })],
  ['PUT', '/order/u/f/{orderId}', 200, FORBIDDEN, (ids) => ({ Id: ids.orderId, franchiseId: ids.franchiseId, name: 'Catalogue franchise' })],
  ['PUT', '/order/u/p/{orderId}', 200, FORBIDDEN, (ids) => ({ Id: ids.orderId, paymentMethod: 'payOnDelivery' })],
  ['GET', '/order/s/statistics', 200, FORBIDDEN],
  ['GET', '/order/s/locations', 200, FORBIDDEN],
  ['GET', '/order/s/sales/1/20', 200, FORBIDDEN],
  ['GET', '/order/s/categories', 200, FORBIDDEN],
  ['GET', '/order/s/types', 200, 200],
  ['GET', '/order/s/status', 200, 200],
  ['GET', '/order/s/cancellation_reasons', 200, 200],
  ['GET', '/order/s/sales/{orderId}', 200, FORBIDDEN],
  ['GET', '/order/s/sales/p/{orderId}', 200, FORBIDDEN],
  ['PUT', '/order/s/sales/{orderId}', 200, FORBIDDEN, orderBody],
  ['POST', '/order/s/sales', 201, FORBIDDEN, orderBody],
  ['PUT', '/order/s/sales/status/{orderId}', 200, FORBIDDEN, () => ({ status: 'accepted', previousStatus: 'new', message: 'Accepted from the catalogue' })],
  ['POST', '/order/s/sales/staff', 200, FORBIDDEN, (ids) => ({ orderId: ids.orderId, userId: ids.userId, status: 'accepted' })],
  ['POST', '/order/b/a', 200, FORBIDDEN, (ids) => [ids.orderGone]],
  ['POST', '/order/b/r', 200, FORBIDDEN, (ids) => [ids.orderGone]],
  ['POST', '/order/b/a', 200, FORBIDDEN, (ids) => [ids.orderGone]],
  ['POST', '/order/b/d', 200, FORBIDDEN, (ids) => [ids.orderGone]],
  ['POST', '/media/files/upload', 201, FORBIDDEN, undefined, PNG],
  // the export: page 1, size 5000 with the filter
  ['GET', '/order/s/sales/1/5000?status=new', 200, FORBIDDEN],
  ['GET', '/order/s/export?status=new', 200, FORBIDDEN],
  // Chat
  ['POST', '/chat/files?chatRoomId={chatRoomId}', 201, FORBIDDEN, undefined, PNG],
  ['POST', '/chat/destroy', 200, FORBIDDEN, (ids) => ({ messageId: ids.messageId })],
  ['POST', '/chat/rooms/block', 200, FORBIDDEN, (ids) => ({ chatRoomId: ids.chatRoomId, blocked: false })],
  ['DELETE', '/chat/b/destroy', 200, FORBIDDEN, (ids) => [ids.otherMessageId]],
  ['GET', '/chat/notifics/l', 200, FORBIDDEN],
  ['DELETE', '/chat/notifics/b/d', 200, FORBIDDEN, (ids) => [ids.chatRoomId]],
  ['DELETE', '/chat/notifics/o/u/{chatRoomId}', 200, FORBIDDEN],
  ['GET', '/chat/users/l', 200, FORBIDDEN],
  ['GET', '/chat/users/count', 200, FORBIDDEN],
  ['GET', '/chat/l/{chatRoomId}/1/10', 200, FORBIDDEN],
  ['GET', '/chat/users/l/1/10', 200, FORBIDDEN],
  ['POST', '/chat/rooms/destroy', 200, FORBIDDEN, (ids) => ({ chatRoomId: ids.chatRoomId })],
  // Notifications: the user's own (another user's is not found); push subscription
  ['GET', '/notification/l?offset=0&limit=20', 200, 200],
  ['PUT', '/notification/{notificationId}', 200, 404],
  ['DELETE', '/notification/{notificationId}', 200, 404],
  ['PUT', '/notification/r/a', 200, 200],
  ['POST', '/notification/subscription/save-subscription', 201, 201, (ids) => ({ endpoint: `http://127.0.0.1:9/push/${ids.seq}`, keys: ids.pushKeys })],
  // Catalogue: information and brand previews, products' own calls, traffic and franchise statistics, supplier costs
  ['GET', '/information/c/i/preview/{informationId}', 200, FORBIDDEN],
  ['GET', '/brand/c/b/preview/{brandId}', 200, FORBIDDEN],
  ['POST', '/product/c/p/duplicate/{productId}', 201, FORBIDDEN],
  ['POST', '/product/c/p/import?preview=true', 200, FORBIDDEN, undefined, { field: 'file', name: 'products.csv', type: 'text/csv', data: async () => Buffer.from('name,price\nCatalogue tea,2.5\n') }],
  ['GET', '/product/c/p/export', 200, FORBIDDEN],
  ['GET', '/product/c/p/c', 200, FORBIDDEN],
  ['GET', '/product/c/p/b', 200, FORBIDDEN],
  ['GET', '/product/c/p/search?name=tea', 200, FORBIDDEN],
  ['GET', '/product/c/p/minmax', 200, FORBIDDEN],
  ['GET', '/traffic/ls', 200, FORBIDDEN],
  ['GET', '/traffic/ls/{linkId}', 200, FORBIDDEN],
  ['GET', '/franchise/f/s/{franchiseId}', 200, FORBIDDEN],
  ['GET', '/franchise/f/o/{franchiseId}', 200, FORBIDDEN],
  ['GET', '/inventory/s/p/{supplierId}?productIds={productId}', 200, FORBIDDEN],
  ['POST', '/product/c/p/a/1/10?name=tea', 200, FORBIDDEN, () => ({ sort: 'price', order: 'DESC' })],
  // lookups: filters for customer and product groups, page 1, size 1000 and a name
  ['GET', '/customer/cu/g/c/f?page=1&count=1000&name=a', 200, FORBIDDEN],
  ['GET', '/filter/c/f/r/1/1000?name=a', 200, FORBIDDEN],
  // Images: list, archive, recover, upload (sizes 120 and 500), bulk
  ['POST', '/media/image/upload', 201, FORBIDDEN, undefined, PNG],
  ['PUT', '/media/image/bulk', 200, FORBIDDEN, (ids) => [ids.imageId]],
  ['POST', '/media/image/b/recover', 200, FORBIDDEN, (ids) => [ids.imageId]],
  // SMS: the bulk sends, mobiniti and send_pulse campaigns, validate, numbers, balance, countries, plans
  ['POST', '/sms/bulk/telnyx', 201, FORBIDDEN, campaign],
  ['POST', '/sms/bulk/twilio', 201, FORBIDDEN, campaign],
  ['POST', '/sms/bulk/mobiniti', 201, FORBIDDEN, campaign],
  ['POST', '/sms/bulk/send_pulse', 201, FORBIDDEN, campaign],
  ['POST', '/sms/campaign/validate', 200, FORBIDDEN, campaign],
  ['GET', '/sms/numbers?provider=telnyx&country=US', 200, FORBIDDEN],
  ['POST', '/sms/numbers/buy', 201, FORBIDDEN, () => ({ provider: 'telnyx', phone: '+12025550199' })],
  ['GET', '/sms/balance', 200, FORBIDDEN],
  ['GET', '/sms/countries', 200, FORBIDDEN],
  ['GET', '/sms/plan/current', 200, FORBIDDEN],
  ['POST', '/sms/plan/choose', 200, FORBIDDEN, (ids) => ({ smsPlanId: ids.smsPlanId, businessId: ids.businessId })],
  ['GET', '/sms/campaign/business/1/10', 200, FORBIDDEN],
  // Calls
  ['POST', '/call/bulk/telnyx/call', 201, FORBIDDEN, (ids) => ({ name: `Catalogue call ${ids.seq}`, to: ['+12025550144'] })],
  ['POST', '/call/bulk/twilio/call/send', 201, FORBIDDEN, (ids) => ({ campaignName: `Catalogue call ${ids.seq}`, phones: ['+12025550145'] })],
  ['GET', '/call/bulk/1/10', 200, FORBIDDEN],
  ['GET', '/call/bulk/r/1/10', 200, FORBIDDEN],
  ['GET', '/call/bulk/a/1/10', 200, FORBIDDEN],
  ['GET', '/call/bulk/s', 200, FORBIDDEN],
  ['GET', '/call/bulk/group/1/10', 200, FORBIDDEN],
  ['GET', '/call/call//1/10?showStatistics=true', 200, FORBIDDEN],
  ['GET', '/call/call/r/1/10?showStatistics=true', 200, FORBIDDEN],
  ['GET', '/call/call/a/1/10?showStatistics=true', 200, FORBIDDEN],
  ['PUT', '/call/call/{callId}', 200, FORBIDDEN, () => ({ status: 'answered' })],
  ['POST', '/call/call/block_or_unblock', 200, FORBIDDEN, () => ({ phone: '+12025550146' })],
  ['GET', '/call/call/{callId}', 200, FORBIDDEN],
  ['POST', '/call/call', 201, FORBIDDEN, () => ({ phone: '+12025550147' })],
  ['POST', '/call/call/provider', 201, FORBIDDEN, () => ({ phone: '+12025550148', provider: 'twilio' })],
  ['GET', '/call/call/s', 200, FORBIDDEN],
  ['GET', '/call/call/logs?phone=%2B12025550147', 200, FORBIDDEN],
  // Telephony: the browser phone's tokens answer 409 naming the missing settings on a machine without a
  // Twilio or Telnyx account (docs/calls.md, "Softphone"), with a cache-busting timestamp
  ['GET', '/call/token/generate?t=1767225600000', 409, FORBIDDEN],
  ['GET', '/call/agents/telnyx/login?t=1767225600000', 409, FORBIDDEN],
  ['POST', '/call/actions/dial', 201, FORBIDDEN, () => ({ phone: '+12025550149' })],
  ['PUT', '/call/actions/dial/{dialId}', 200, FORBIDDEN, () => ({ status: 'answered', duration: 12 })],
  // Notification API: settings GET and PUT without id; sound upload
  ['GET', '/notification/s', 200, 200],
  ['PUT', '/notification/s', 200, 200, () => ({ settings: {} })],
  // the sound upload, multipart 'file', on the notification service (docs/notifications.md): media/files/upload takes pictures
  ['POST', '/notification/files/upload', 201, FORBIDDEN, undefined, { field: 'file', name: 'ding.mp3', type: 'audio/mpeg', data: async () => Buffer.from('ID3fake-mp3-bytes') }],
  // Cart; Media: GET files/{id}
  ['GET', '/cart/s', 200, FORBIDDEN],
  ['GET', '/media/files/{fileKey}', 200, 200],
  // Delivery: send the notification of a route
  ['POST', '/order/delivery/route/send/notification', 200, FORBIDDEN, (ids) => ({ deliveryRouteId: ids.deliveryRouteId })],
  // Inventory: purchase products picker, PUT p//{purchaseId}, suppliers' see-all s//r, warehouse products w//p, statistics, supplier cost
  ['GET', '/inventory/p/p/published/1/10', 200, FORBIDDEN],
  ['PUT', '/inventory/p//{purchaseId}', 200, FORBIDDEN, () => ({ reference: 'PO-CATALOGUE' })],
  ['GET', '/inventory/s//r/1/10', 200, FORBIDDEN],
  ['GET', '/inventory/w//p/{warehouseId}/1/10', 200, FORBIDDEN],
  ['GET', '/inventory/w/a/statistics', 200, FORBIDDEN],
  ['GET', '/inventory/s/p/{supplierId}', 200, FORBIDDEN],
  // Media library (icons ic, videos video)
  ['GET', '/media/ic/f/g', 200, FORBIDDEN],
  ['GET', '/media/ic/f/c?dir=&folder_name=Catalogue', 200, FORBIDDEN],
  ['GET', '/media/ic/f/u?oldPath=Catalogue&newPath=Catalogued&dir=', 200, FORBIDDEN],
  ['GET', '/media/ic/f/d?dir=Catalogued', 200, FORBIDDEN],
  ['POST', '/media/ic/upload?dir=&size=80', 201, FORBIDDEN, undefined, { ...PNG, name: 'catalogue-icon.png' }],
  ['GET', '/media/ic/1/10?dir=&deleted=false&name=', 200, FORBIDDEN],
  ['GET', '/media/video/f/g', 200, FORBIDDEN],
  ['GET', '/media/video/1/10?deleted=false', 200, FORBIDDEN],
  ['PUT', '/media/ic/f/m?from_dir=&to_dir=', 200, FORBIDDEN, (ids) => [ids.iconId]],
  ['PUT', '/media/ic/bulk', 200, FORBIDDEN, (ids) => [ids.iconId]],
  ['PUT', '/media/ic/bulk/destroy', 200, FORBIDDEN, (ids) => [ids.iconId]],
  // Auth-adjacent: sign-in returns token and socketToken
  ['POST', '/api/u/login', 200, 200, () => ({ name: 'admin', password: ADMIN_PASSWORD })],
];

/** `{name}` replaced by the id of that name (URL-encoded in a path). */
const fill = (template: string, ids: Ids) =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (!(name in ids)) throw new Error(`${template}: no fixture named ${name}`);
    return encodeURIComponent(String(ids[name]));
  });

/** A multipart body of one file part. */
async function multipart(upload: Upload) {
  const boundary = 'call-catalogue-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.name}"\r\nContent-Type: ${upload.type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(head), await upload.data(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

let nobody: TestUser;
let seq = 0;

/** The declaration stored at a base of section 7. */
function declAt(service: string, rest: string): EntityDeclaration {
  const decl = entityList.find((d) => d.service === service && d.rest === rest.replace(/\/$/, ''));
  if (!decl) throw new Error(`no declaration at /${service}/${rest}`);
  return decl;
}

/** Calls one row as the administrator and as the user without the right: what each answered, when not as written. */
async function walk([method, template, admin, without, body]: Call, ids: Ids, upload?: Upload): Promise<string[]> {
  const url = fill(template, ids);
  const misses: string[] = [];
  for (const [who, token, expected] of [
    ['a user without the right', nobody.token, without],
    ['the administrator', undefined, admin],
  ] as const) {
    seq += 1;
    const sent = upload ? await multipart(upload) : { headers: undefined, body: body?.({ ...ids, seq }) };
    const res = await h.call(method, url, { token, body: sent.body, headers: sent.headers });
    if (res.status !== expected) misses.push(`${method} ${url} as ${who}: ${res.status} (expected ${expected}) ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  return misses;
}

/** A record made through the API as the administrator: its id. */
async function made(decl: EntityDeclaration, overrides: Record<string, unknown> = {}): Promise<number> {
  return (await h.create(decl, overrides))[decl.id];
}

/** An answer that must be a 2xx, as the fixtures need it. */
async function ok<T = any>(method: Method, url: string, body?: unknown, upload?: Upload): Promise<T> {
  const sent = upload ? await multipart(upload) : { headers: undefined, body };
  const res = await h.call(method, url, { body: sent.body, headers: sent.headers });
  if (res.status >= 300) throw new Error(`fixture ${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

/** The records the calls of CALLS name, made through the API as the administrator. */
async function fixtures(): Promise<Ids> {
  const { business, customer, customerGroup, franchise, information, brand, link, supplier, warehouse, purchase, image, icon, smsPlan, call, deliveryRoute, equipment, user } = entities;
  const store = await ok('POST', '/store/c/s', { name: 'Catalogue store', url: 'https://catalogue-store.example.com', status: true });
  const product = await ok('POST', '/product/c/p', { name: 'Catalogue tea', price: 2 });
  const ids: Ids = { storeId: store.storeId, productId: product.productId, userId: h.admin.userId };
  const order = (await ok('POST', '/order/s/sales', orderBody(ids))).orderId;
  const orderGone = (await ok('POST', '/order/s/sales', orderBody(ids))).orderId;
  const plans = await ok('GET', '/payment/plan/r/1/10');
  const other = await made(user);
  const room = await ok('POST', '/chat/rooms', { members: [other], name: 'Catalogue room' });
  const message = await ok('POST', '/chat/send', { chatRoomId: room.roomId, message: 'First' });
  const otherMessage = await ok('POST', '/chat/send', { chatRoomId: room.roomId, message: 'Second' });
  await ok('POST', '/notification/send', { type: 'catalogue', content: 'A notice for the catalogue', receivers: [h.admin.userId] });
  const notices = await ok('GET', '/notification/l?offset=0&limit=1');
  const uploaded = await ok('POST', '/media/image/upload', undefined, PNG);
  const dial = await ok('POST', '/call/actions/dial', { phone: '+12025550151' });
  return {
    ...ids,
    orderId: order,
    orderGone,
    planId: plans.data[0].planId,
    equipmentId: await made(equipment),
    customerId: await made(customer),
    customerGroupId: await made(customerGroup),
    franchiseId: await made(franchise),
    chatRoomId: room.roomId,
    messageId: message._id,
    otherMessageId: otherMessage._id,
    notificationId: notices.data[0]._id,
    pushKeys: browserKeys(),
    informationId: await made(information),
    brandId: await made(brand),
    linkId: await made(link),
    supplierId: await made(supplier),
    warehouseId: await made(warehouse),
    purchaseId: await made(purchase),
    imageId: await made(image),
    iconId: await made(icon, { folder: null }),
    smsPlanId: await made(smsPlan, { status: true }),
    businessId: await made(business),
    callId: await made(call),
    dialId: dial.id,
    fileKey: uploaded[0].fileKey,
    deliveryRouteId: await made(deliveryRoute),
  };
}

describe('the call catalogue of section 7', () => {
  beforeAll(async () => {
    nobody = await h.userWith([]);
  });

  it('answers the generic entity pattern and the generic resource client on every base it names', async () => {
    const misses: string[] = [];
    for (const [service, rest] of BASES) {
      const decl = declAt(service, rest);
      const ids: Ids = { id: await made(decl), gone: await made(decl), bulkGone: await made(decl) };
      for (const [method, path, admin, without, body] of GENERIC) {
        // a record's body, new for each write (unique fields)
        ids.record = sampleRecord(decl, await h.refsFor(decl));
        misses.push(...(await walk([method, path.replace('{rest}', `/${service}/${rest}`), admin, without, body], ids)));
      }
    }
    expect(misses).toEqual([]);
  }, 600_000);

  it('answers the SMS families with their modes, and their PUT and DELETE at {rest}/{id} as written', async () => {
    const misses: string[] = [];
    for (const family of SMS_FAMILIES) {
      const decl = declAt('sms', family);
      const ids: Ids = { id: await made(decl), gone: await made(decl), bulkGone: await made(decl) };
      for (const [method, path, admin, without, body] of SMS_FAMILY) {
        ids.record = sampleRecord(decl, await h.refsFor(decl));
        misses.push(...(await walk([method, path.replace('{rest}', `/sms/${family}`), admin, without, body], ids)));
      }
    }
    expect(misses).toEqual([]);
  }, 300_000);

  it('answers every other call as section 7 writes it', async () => {
    const ids = await fixtures();
    const misses: string[] = [];
    for (const [method, path, admin, without, body, upload] of CALLS) misses.push(...(await walk([method, path, admin, without, body], ids, upload)));
    expect(misses).toEqual([]);
  }, 600_000);
});

describe("the generic resource client's calls", () => {
  const { language, supplier, call } = entities;
  const lang = `/${language.service}/${language.rest}`;

  it('answers the paged list at a/{page}/{size}, and with its filters in a body beside the query', async () => {
    const named = await h.create(language, { name: 'Catalogue Klingon' });
    expect((await h.call('GET', `${lang}/a/1/10?name=Klingon`)).body).toEqual((await h.call('GET', `${lang}/1/10?name=Klingon`)).body);
    const byBody = await h.call('POST', `${lang}/a/1/10`, { body: { name: 'Klingon', sort: 'name', order: 'DESC', status: named.status } });
    expect(byBody.status).toBe(200);
    expect(byBody.body.data.map((r: any) => r.languageId)).toEqual([named.languageId]);
    expect((await h.call('POST', `${lang}/a/1/10`, { body: { nope: 1 } })).body).toEqual([{ path: 'nope', msg: 'Unknown field.' }]);
    expect((await h.call('POST', `${lang}/a/1/10`, { body: [1] })).status).toBe(422);
  });

  it('answers all as the see-all lookup, removed as the archived rows, PATCH recover as the bulk recover', async () => {
    expect((await h.call('GET', `${lang}/all`)).body).toEqual((await h.call('GET', `${lang}/r`)).body);
    const row = await h.create(language);
    const id = row.languageId;
    await h.call('POST', `${lang}/b/archive`, { body: [id] });
    const removed = await h.call('GET', `${lang}/removed`);
    expect(removed.body.data.map((r: any) => r.languageId)).toContain(id);
    expect(removed.body.data.every((r: any) => r.deleted)).toBe(true);
    expect(await h.call('PATCH', `${lang}/recover`, { body: [id] })).toEqual({ status: 200, body: { ids: [id] } });
    expect((await h.call('GET', `${lang}/removed`)).body.data.map((r: any) => r.languageId)).not.toContain(id);
  });

  it("answers relation?ids=[..]&&deleted with those records, archived ones too unless deleted=false", async () => {
    const [kept, archived] = [await h.create(language), await h.create(language)];
    await h.call('POST', `${lang}/b/archive`, { body: [archived.languageId] });
    const both = await h.call('GET', `${lang}/relation?ids=[${kept.languageId},${archived.languageId}]&&deleted`);
    expect(both.body.data.map((r: any) => r.languageId).sort()).toEqual([kept.languageId, archived.languageId].sort());
    const live = await h.call('GET', `${lang}/relation?ids=${kept.languageId},${archived.languageId}&deleted=false`);
    expect(live.body.data.map((r: any) => r.languageId)).toEqual([kept.languageId]);
    expect((await h.call('GET', `${lang}/relation`)).body).toEqual([{ path: 'ids', msg: 'Send a list of ids.' }]);
  });

  it("answers types with the choices of the declaration's enum fields", async () => {
    expect((await h.call('GET', `/${call.service}/${call.rest}/types`)).body.data).toEqual([
      { field: 'status', label: 'Status', choices: [...call.fields.status.choices] },
      { field: 'direction', label: 'Direction', choices: [...call.fields.direction.choices] },
      { field: 'provider', label: 'Provider', choices: [...call.fields.provider.choices] },
    ]);
    expect((await h.call('GET', `${lang}/types`)).body).toEqual({ data: [] });
  });

  it("adds the calls' counts by status to their list when asked (showStatistics=true), over the list's filters", async () => {
    const url = `/${call.service}/${call.rest}`;
    const plain = await h.call('GET', `${url}/1/5`);
    expect(plain.body.statistics).toBeUndefined();
    const asked = await h.call('GET', `${url}/1/5?showStatistics=true&status=skipped`);
    expect(asked.status).toBe(200);
    expect(asked.body.statistics.total).toBe(asked.body.count);
    expect(asked.body.statistics.skipped).toBe(asked.body.count);
    const all = await h.call('GET', `${url}//1/5?showStatistics=true`);
    const statuses = call.fields.status.choices;
    expect(Object.keys(all.body.statistics).sort()).toEqual(['total', ...statuses].sort());
    expect(all.body.statistics.total).toBe(all.body.count);
    // an entity whose list counts nothing refuses the key, as any unknown one
    expect((await h.call('GET', `${lang}/1/10?showStatistics=true`)).body).toEqual([{ path: 'showStatistics', msg: 'Unknown field.' }]);
  });

  it("shows a business's user only that business's rows, on every one of these calls", async () => {
    const { a, b } = await twoTenants(h);
    const mine = await new OwnedRows(h, a).row(supplier);
    const theirs = await new OwnedRows(h, b).row(supplier);
    const user = await h.userWith([{ value: supplier.permission, type: 'access' }], { businessId: a.businessId });
    const rest = `/${supplier.service}/${supplier.rest}`;
    await h.call('POST', `${rest}/b/archive`, { body: [mine.supplierId, theirs.supplierId] });
    const seen = async (url: string, body?: unknown) => {
      const res = await h.call(body === undefined ? 'GET' : 'POST', url, { token: user.token, body });
      expect(res.status, url).toBe(200);
      return res.body.data.map((r: any) => r.supplierId);
    };
    expect(await seen(`${rest}/removed`)).toEqual([mine.supplierId]);
    expect(await seen(`${rest}/relation?ids=[${mine.supplierId},${theirs.supplierId}]&&deleted`)).toEqual([mine.supplierId]);
    await h.call('POST', `${rest}/b/recover`, { body: [mine.supplierId, theirs.supplierId] });
    for (const url of [`${rest}/all`, `${rest}/a/1/100`, `${rest}//r/1/100`]) expect(await seen(url)).not.toContain(theirs.supplierId);
    expect(await seen(`${rest}/a/1/100`, {})).not.toContain(theirs.supplierId);
  });
});
