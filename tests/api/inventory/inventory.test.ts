// Suppliers, warehouses and purchases beyond the generic pattern: the warehouse name rule, the
// purchase lines (one line per combination, options of the product), receiving into the warehouse's
// stock (concurrent receipts add up, stock never below zero), the supplier's last costs, the import of
// lines, the warehouse products sub-list and statistics, and who may call what.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { purchase } from '../../../contract/entities/inventory/purchase';
import { supplier } from '../../../contract/entities/inventory/supplier';
import { warehouse } from '../../../contract/entities/inventory/warehouse';
import { brand } from '../../../contract/entities/catalog/brand';
import { option } from '../../../contract/entities/catalog/option';
import { product } from '../../../contract/entities/product';
import { INVENTORY_PATHS, INVENTORY_TEXTS, PURCHASE_IMPORT_TEXTS } from '../../../contract/inventory/inventory';
import { messages } from '../../../contract/messages';
import { base, useHarness } from '../harness';

const h = useHarness();
const inv = (relative: string) => `/inventory/${relative}`;

/** A product with one option of two values (Red 1, Blue 2). */
async function shirt(name: string, extra: Record<string, unknown> = {}) {
  const color = await h.create(option, { descriptions: [{ languageId: 1, name: 'Color' }], type: 'select' });
  const created = await h.create(product, {
    descriptions: [{ languageId: 1, name }],
    price: 20,
    quantity: 0,
    productOptions: [
      {
        required: true,
        option: { optionId: color.optionId, name: 'Color', type: 'select' },
        values: [
          { optionValueId: 1, name: 'Red' },
          { optionValueId: 2, name: 'Blue' },
        ],
      },
    ],
    ...extra,
  });
  const red = [{ optionId: color.optionId as number, optionValueId: 1 }];
  const blue = [{ optionId: color.optionId as number, optionValueId: 2 }];
  return { productId: created.productId as number, optionId: color.optionId as number, red, blue };
}

const newWarehouse = (name: string) => h.create(warehouse, { name }).then((r) => r.warehouseId as number);
const newSupplier = (name: string) => h.create(supplier, { name }).then((r) => r.supplierId as number);

const line = (productId: number, options: unknown[], extra: Record<string, unknown> = {}) => ({ productId, purchaseProductOption: options, orderedQty: 10, ...extra });

async function newPurchase(supplierId: number, warehouseId: number, lines: unknown[]) {
  const res = await h.call('POST', base(purchase), { body: { supplierId, warehouseId, purchaseProducts: lines } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { purchaseId: number; purchaseProducts: Record<string, unknown>[] };
}

const stockOf = async (warehouseId: number, productId: number) =>
  (await h.call('GET', inv(INVENTORY_PATHS.warehouseProducts(warehouseId, 1, 100)))).body.data.filter((r: { productId: number }) => r.productId === productId);

const receive = (purchaseId: number, lines: unknown[]) => h.call('POST', inv(INVENTORY_PATHS.receive(purchaseId)), { body: { lines } });

describe('suppliers and warehouses', () => {
  it("refuses a warehouse without a name with the spec's text, and a name over 30 characters", async () => {
    expect(await h.call('POST', base(warehouse), { body: { status: true } })).toEqual({ status: 422, body: [{ path: 'name', msg: 'Oops! Fill in the Name.' }] });
    expect(await h.call('POST', base(warehouse), { body: { name: 'W'.repeat(31) } })).toEqual({ status: 422, body: [{ path: 'name', msg: messages.maxLength(30) }] });
    expect((await h.call('POST', base(warehouse), { body: { name: 'W'.repeat(30) } })).status).toBe(201);
  });

  it('keeps a supplier with its lists, address, descriptions and hours, and updates it', async () => {
    const body = {
      name: 'Acme Wholesale',
      balance: 120.5,
      emails: ['orders@acme.test'],
      phones: ['+1 213 555 0100'],
      staff: [{ name: 'Jane Roe', position: 'Sales', email: 'jane@acme.test', phone: '555' }],
      notes: 'Net 30',
      descriptions: [{ languageId: 1, name: 'Acme', description: 'Teas', metaTitle: 'Acme', metaDescription: 'd', metaKeyword: 'k' }],
      address: { address: '1 Main St', city: 'Los Angeles', state: 'CA', area: 'Downtown', country: 'US', zipCode: '90012', latitude: 34.05, longitude: -118.24 },
      hoursOfOperation: { monday: { open: '08:00', close: '17:00', fullTime: false, closed: false }, sunday: { closed: true } },
    };
    const created = await h.call('POST', base(supplier), { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const updated = await h.call('PUT', `${base(supplier)}/${created.body.supplierId}`, { body: { name: 'Acme Ltd', emails: ['a@acme.test', 'b@acme.test'] } });
    expect(updated.body).toMatchObject({ name: 'Acme Ltd', emails: ['a@acme.test', 'b@acme.test'], phones: body.phones });
    const bad = await h.call('POST', base(supplier), { body: { name: 'X', emails: ['not-an-email'] } });
    expect(bad.status).toBe(422);
  });
});

describe('purchase lines', () => {
  it('refuses the same product with the same options twice, and options the product does not offer', async () => {
    const p = await shirt('Tee lines');
    const [s, w] = [await newSupplier('Lines supplier'), await newWarehouse('Lines W')];
    const twice = await h.call('POST', base(purchase), { body: { supplierId: s, warehouseId: w, purchaseProducts: [line(p.productId, p.red), line(p.productId, p.red)] } });
    expect(twice).toEqual({ status: 422, body: [{ path: 'purchaseProducts.1.productId', msg: INVENTORY_TEXTS.repeatedLine }] });
    const foreign = await h.call('POST', base(purchase), {
      body: { supplierId: s, warehouseId: w, purchaseProducts: [line(p.productId, [{ optionId: p.optionId, optionValueId: 9 }])] },
    });
    expect(foreign).toEqual({ status: 422, body: [{ path: 'purchaseProducts.0.purchaseProductOption.0.optionValueId', msg: INVENTORY_TEXTS.notAnOptionOfProduct }] });
    // two combinations of one product are two lines, named from the catalogue
    const ok = await newPurchase(s, w, [line(p.productId, p.red), line(p.productId, p.blue)]);
    expect(ok.purchaseProducts).toMatchObject([
      { productName: 'Tee lines', receivedQty: 0, cost: 0, tax: 0, purchaseProductOption: [{ name: 'Color', value: 'Red' }] },
      { productName: 'Tee lines', purchaseProductOption: [{ name: 'Color', value: 'Blue' }] },
    ]);
  });

  it('lists products for the picker, published or archived, with their options', async () => {
    const p = await shirt('Picker tee zz');
    const published = await h.call('GET', inv(INVENTORY_PATHS.pickerProducts('published', 1, 10)) + '?name=Picker%20tee');
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual([expect.objectContaining({ productId: p.productId, name: 'Picker tee zz', price: 20, productOptions: expect.any(Array) })]);
    expect((await h.call('GET', inv(INVENTORY_PATHS.pickerProducts('archived', 1, 10)) + '?name=Picker%20tee')).body).toEqual({ data: [], count: 0 });
    expect((await h.call('GET', inv(INVENTORY_PATHS.pickerProducts('other', 1, 10)))).status).toBe(422);
  });
});

describe('receiving', () => {
  it("moves received quantities into the warehouse's stock per combination, and into the catalogue quantity", async () => {
    const p = await shirt('Tee receive');
    const [s, w] = [await newSupplier('Receive supplier'), await newWarehouse('Receive W')];
    const created = await newPurchase(s, w, [line(p.productId, p.red, { cost: 4 }), line(p.productId, p.blue)]);
    expect(await stockOf(w, p.productId)).toEqual([]);

    // the form: received quantities typed on the lines
    const lines = created.purchaseProducts.map((l, i) => ({ ...l, receivedQty: i === 0 ? 3 : 1 }));
    expect((await h.call('PUT', `${base(purchase)}/${created.purchaseId}`, { body: { purchaseProducts: lines } })).status).toBe(200);
    // the Receive action: two more red
    const received = await receive(created.purchaseId, [{ productId: p.productId, purchaseProductOption: p.red, quantity: 2 }]);
    expect(received.status).toBe(200);
    expect(received.body.purchaseProducts.map((l: { receivedQty: number }) => l.receivedQty)).toEqual([5, 1]);

    const stock = await stockOf(w, p.productId);
    expect(stock.map((r: { quantity: number; options: { value: string }[]; cost: number }) => [r.options[0].value, r.quantity, r.cost])).toEqual([
      ['Red', 5, 4],
      ['Blue', 1, 0],
    ]);
    expect((await h.call('GET', `${base(product)}/${p.productId}`)).body.quantity).toBe(6);

    // a correction down takes units back out
    await receive(created.purchaseId, [{ productId: p.productId, purchaseProductOption: p.red, quantity: -1 }]);
    expect((await stockOf(w, p.productId)).find((r: { options: { value: string }[] }) => r.options[0].value === 'Red').quantity).toBe(4);
    // a line the purchase does not hold
    const stray = await receive(created.purchaseId, [{ productId: p.productId, purchaseProductOption: [], quantity: 1 }]);
    expect(stray).toEqual({ status: 422, body: [{ path: 'lines.0.productId', msg: INVENTORY_TEXTS.noSuchLine }] });
  });

  it('counts every unit of receipts of the same line sent at once', async () => {
    const p = await shirt('Tee concurrent');
    const [s, w] = [await newSupplier('Concurrent supplier'), await newWarehouse('Concurrent W')];
    const created = await newPurchase(s, w, [line(p.productId, p.red, { orderedQty: 100 })]);
    const replies = await Promise.all(Array.from({ length: 8 }, (_x, i) => receive(created.purchaseId, [{ productId: p.productId, purchaseProductOption: p.red, quantity: i + 1 }])));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const total = 8 * 9 / 2;
    expect((await h.call('GET', `${base(purchase)}/${created.purchaseId}`)).body.purchaseProducts[0].receivedQty).toBe(total);
    expect((await stockOf(w, p.productId))[0].quantity).toBe(total);
    expect((await h.call('GET', `${base(product)}/${p.productId}`)).body.quantity).toBe(total);
  });

  it('refuses a correction that would take the stock below zero, naming the line, and writes nothing', async () => {
    const p = await shirt('Tee negative');
    const [s, w] = [await newSupplier('Negative supplier'), await newWarehouse('Negative W')];
    const created = await newPurchase(s, w, [line(p.productId, [], { receivedQty: 0 }), line(p.productId, p.red, { receivedQty: 5 })]);
    expect((await stockOf(w, p.productId))[0].quantity).toBe(5);
    // three of the five left the warehouse another way
    await sql`UPDATE warehouse_stock SET quantity = 2 WHERE warehouse_id = ${w} AND product_id = ${p.productId}`.execute(h.db);

    const lines = created.purchaseProducts.map((l, i) => (i === 1 ? { ...l, receivedQty: 1 } : l));
    const refused = await h.call('PUT', `${base(purchase)}/${created.purchaseId}`, { body: { purchaseProducts: lines } });
    expect(refused).toEqual({ status: 422, body: [{ path: 'purchaseProducts.1.receivedQty', msg: INVENTORY_TEXTS.stockBelowZero(2) }] });
    const viaReceive = await receive(created.purchaseId, [{ productId: p.productId, purchaseProductOption: p.red, quantity: -3 }]);
    expect(viaReceive).toEqual({ status: 422, body: [{ path: 'purchaseProducts.1.receivedQty', msg: INVENTORY_TEXTS.stockBelowZero(2) }] });
    expect((await h.call('GET', `${base(purchase)}/${created.purchaseId}`)).body.purchaseProducts[1].receivedQty).toBe(5);
    expect((await stockOf(w, p.productId))[0].quantity).toBe(2);
    // down to what is there passes
    expect((await receive(created.purchaseId, [{ productId: p.productId, purchaseProductOption: p.red, quantity: -2 }])).status).toBe(200);
    expect((await stockOf(w, p.productId))[0].quantity).toBe(0);
  });
});

describe("the supplier's costs", () => {
  it("answers each product's cost in the supplier's latest purchase with a cost", async () => {
    const p = await shirt('Tee costs');
    const q = await shirt('Tee costs two');
    const [s, w] = [await newSupplier('Cost supplier'), await newWarehouse('Cost W')];
    await newPurchase(s, w, [line(p.productId, p.red, { cost: 4 }), line(q.productId, [], { cost: 7 })]);
    await newPurchase(s, w, [line(p.productId, p.blue, { cost: 4.5 }), line(q.productId, [], { cost: 0 })]);
    const other = await newSupplier('Other supplier');
    await newPurchase(other, w, [line(p.productId, p.red, { cost: 99 })]);

    const costs = await h.call('GET', inv(INVENTORY_PATHS.supplierCosts(s)) + `?productIds=${p.productId},${q.productId}`);
    expect(costs.status).toBe(200);
    expect(costs.body.map((c: { productId: number; cost: number }) => [c.productId, c.cost]).sort()).toEqual([
      [p.productId, 4.5],
      [q.productId, 7],
    ].sort());
    expect((await h.call('GET', inv(INVENTORY_PATHS.supplierCosts(s)) + '?productIds=x')).status).toBe(422);
  });
});

/** A multipart body with one part named file. */
function multipart(filename: string, data: Buffer) {
  const boundary = 'purchase-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

async function importLines(purchaseId: number, text: string, preview = false, token = h.admin.token) {
  const { headers, payload } = multipart('lines.csv', Buffer.from(text));
  const res = await h.app.inject({
    method: 'POST',
    url: inv(INVENTORY_PATHS.importLines(purchaseId)) + (preview ? '?preview=true' : ''),
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('importing purchase lines', () => {
  it('reports a bad row and writes nothing, then merges a good file by the line rule', async () => {
    const p = await shirt('Tee import');
    const [s, w] = [await newSupplier('Import supplier'), await newWarehouse('Import W')];
    const created = await newPurchase(s, w, [line(p.productId, p.red, { orderedQty: 1 })]);
    const red = `${p.optionId}:1`;
    const bad = `Product Id,Options,Ordered Qty,Cost\r\n${p.productId},${red},4,2.5\r\n${p.productId},${p.optionId}:9,1,1\r\n${p.productId},red,1,1\r\n`;
    const refused = await importLines(created.purchaseId, bad);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([
      { path: '3.Options', row: 3, column: 'Options', msg: INVENTORY_TEXTS.notAnOptionOfProduct },
      { path: '4.Options', row: 4, column: 'Options', msg: PURCHASE_IMPORT_TEXTS.badOptions },
    ]);
    const preview = await importLines(created.purchaseId, bad, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, problems: [{ row: 3 }, { row: 4 }] });
    expect((await h.call('GET', `${base(purchase)}/${created.purchaseId}`)).body.purchaseProducts).toMatchObject([{ orderedQty: 1, cost: 0 }]);

    const good = `Product Id,Options,Ordered Qty,Cost\r\n${p.productId},${red},4,2.5\r\n${p.productId},${p.optionId}:2,6,\r\n`;
    expect(await importLines(created.purchaseId, good)).toEqual({ status: 200, body: { imported: 2 } });
    expect((await h.call('GET', `${base(purchase)}/${created.purchaseId}`)).body.purchaseProducts).toMatchObject([
      { orderedQty: 4, cost: 2.5, purchaseProductOption: [{ value: 'Red' }] },
      { orderedQty: 6, cost: 0, receivedQty: 0, purchaseProductOption: [{ value: 'Blue' }] },
    ]);
  });
});

describe('the warehouse products sub-list and statistics', () => {
  it('filters the stock by name and brand, and sums units and value per warehouse', async () => {
    const b = await h.create(brand);
    const branded = await shirt('Branded tee', { brands: [b.brandId] });
    const plain = await shirt('Plain tee');
    const [s, w] = [await newSupplier('Stats supplier'), await newWarehouse('Stats W')];
    await newPurchase(s, w, [line(branded.productId, branded.red, { receivedQty: 3, cost: 2 }), line(plain.productId, [], { receivedQty: 4, cost: 1.5 })]);

    const list = (query: string) => h.call('GET', inv(INVENTORY_PATHS.warehouseProducts(w, 1, 10)) + query);
    expect((await list('')).body.count).toBe(2);
    expect((await list(`?brandIds=${b.brandId}`)).body.data).toEqual([expect.objectContaining({ productId: branded.productId, quantity: 3, value: 6 })]);
    expect((await list('?name=plain')).body.data).toEqual([expect.objectContaining({ productId: plain.productId, quantity: 4 })]);
    expect((await list('?dateFrom=2000-01-01T00:00:00Z&dateTo=2000-01-02T00:00:00Z')).body.count).toBe(0);
    expect((await list('?dateFrom=2001-01-01T00:00:00Z&dateTo=2000-01-02T00:00:00Z')).body).toEqual([{ path: 'dateTo', msg: messages.dateToBeforeFrom }]);

    const stats = await h.call('GET', inv(INVENTORY_PATHS.warehouseStatistics) + `?warehouseIds=${w}`);
    expect(stats.status).toBe(200);
    expect(stats.body.rows).toEqual([{ warehouseId: w, name: 'Stats W', products: 2, units: 7, value: 12, purchases: 1, ordered: 20, received: 7 }]);
    expect(stats.body.total).toMatchObject({ products: 2, units: 7, value: 12 });
  });
});

describe('permissions', () => {
  it('refuses receiving, importing and the picker without the purchase rights, and the sub-list without the warehouse right', async () => {
    const p = await shirt('Tee forbidden');
    const [s, w] = [await newSupplier('Forbidden supplier'), await newWarehouse('Forbidden W')];
    const created = await newPurchase(s, w, [line(p.productId, p.red)]);
    const viewer = await h.userWith([{ value: purchase.permission, type: 'access' }]);
    const asViewer = (method: 'GET' | 'POST', url: string, body?: unknown) => h.call(method, url, { token: viewer.token, body });

    expect((await asViewer('POST', inv(INVENTORY_PATHS.receive(created.purchaseId)), { lines: [{ productId: p.productId, purchaseProductOption: p.red, quantity: 1 }] })).status).toBe(403);
    expect((await importLines(created.purchaseId, 'Product Id,Ordered Qty\r\n1,1\r\n', false, viewer.token)).status).toBe(403);
    expect((await asViewer('GET', inv(INVENTORY_PATHS.warehouseProducts(w, 1, 10)))).status).toBe(403);
    expect((await asViewer('GET', inv(INVENTORY_PATHS.warehouseStatistics))).status).toBe(403);
    expect((await asViewer('GET', inv(INVENTORY_PATHS.pickerProducts('published', 1, 10)))).status).toBe(200);
    const nobody = await h.userWith([{ value: warehouse.permission, type: 'access' }]);
    expect((await h.call('GET', inv(INVENTORY_PATHS.pickerProducts('published', 1, 10)), { token: nobody.token })).status).toBe(403);
    expect((await h.call('GET', inv(INVENTORY_PATHS.supplierCosts(s)), { token: nobody.token })).status).toBe(403);
  });
});

describe('hostile input', () => {
  it('answers the inventory calls with 4xx, never a server error', async () => {
    const p = await shirt('Tee hostile');
    const [s, w] = [await newSupplier('Hostile supplier'), await newWarehouse('Hostile W')];
    const created = await newPurchase(s, w, [line(p.productId, p.red)]);
    const values: unknown[] = ['x', '', '0', '-1', '1e99', '9007199254740993', 'true', '\u0000', '[1]', '{"a":1}', "1' OR '1'='1", 'a'.repeat(5000)];
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { lines: 'x' },
      { lines: [null] },
      { lines: [{ productId: 'x', quantity: 1 }] },
      { lines: [{ productId: p.productId, purchaseProductOption: 'x', quantity: 1 }] },
      { lines: [{ productId: p.productId, purchaseProductOption: [{ optionId: -1, optionValueId: 'x' }], quantity: 1 }] },
      { lines: [{ productId: p.productId, purchaseProductOption: p.red, quantity: 1e12 }] },
      { lines: [{ productId: p.productId, purchaseProductOption: p.red, quantity: 0.5 }] },
      { lines: [{ productId: 2 ** 62, purchaseProductOption: p.red, quantity: 1 }] },
    ];
    const statuses: [string, number][] = [];
    const note = async (url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) =>
      statuses.push([url, (await h.call(init.method ?? 'GET', url, init.body === undefined ? {} : { body: init.body })).status]);
    for (const v of values) {
      const e = encodeURIComponent(String(v));
      await note(inv(`p/p/${e}/1/10`));
      await note(inv(`p/p/published/${e}/${e}`) + `?name=${e}`);
      await note(inv(`s/p/${e}`) + `?productIds=${e}`);
      await note(inv(`s/p/${s}`) + `?productIds=${e}`);
      await note(inv(`w/p/${e}/1/10`) + `?name=${e}&dateFrom=${e}&brandIds=${e}`);
      await note(inv(`w/p/${w}/1/10`) + `?dateTo=${e}&brandIds=${e}&other=${e}`);
      await note(inv('w/a/statistics') + `?warehouseIds=${e}&dateFrom=${e}`);
      await note(inv(`p/r/${e}`), { method: 'POST', body: { lines: [{ productId: p.productId, purchaseProductOption: p.red, quantity: 1 }] } });
      await note(inv(`p/import/${e}`), { method: 'POST', body: { file: v } });
    }
    for (const body of bodies) await note(inv(INVENTORY_PATHS.receive(created.purchaseId)), { method: 'POST', body });
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
  });
});
