// Products beyond the generic pattern: duplicate, search, min/max, the categories and brands they
// hold, every filter of the product filter panel, and the name kept in step with the default
// language's description (contract/products.ts, server/features/products/products.routes.ts).
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { COPY_SUFFIX, DEFAULT_LANGUAGE_ID, PRODUCT_PATHS, productPath, SEARCH_LIMIT } from '../../../contract/products';
import { base, useHarness } from '../harness';

const h = useHarness();
const url = base(entities.product);
const run = Date.now().toString(36);
let n = 0;

/** A product through the API, with a name no other test uses. */
async function product(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await h.call('POST', url, { body: { name: `p-${run}-${++n}`, price: 10, ...overrides } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Ids of the active products matching a query string (first 100). */
async function ids(query: string): Promise<number[]> {
  const res = await h.call('GET', `${url}/1/100?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((r: { productId: number }) => r.productId);
}

describe('the name and the default language', () => {
  it('takes the name from the default language description, whatever name is sent', async () => {
    const p = await product({
      name: 'ignored',
      descriptions: [
        { languageId: DEFAULT_LANGUAGE_ID, name: `Green tea ${run}`, description: 'Leaves' },
        { languageId: 2, name: `Thé vert ${run}` },
      ],
    });
    expect(p.name).toBe(`Green tea ${run}`);
    const got = await h.call('GET', `${url}/${p.productId}`);
    expect(got.body.name).toBe(`Green tea ${run}`);
  });

  it('renaming the default description renames the product; a name sent alone renames the description', async () => {
    const p = await product({ descriptions: [{ languageId: DEFAULT_LANGUAGE_ID, name: 'First' }, { languageId: 2, name: 'Premier' }] });
    const renamed = await h.call('PUT', `${url}/${p.productId}`, { body: { descriptions: [{ languageId: DEFAULT_LANGUAGE_ID, name: 'Second' }, { languageId: 2, name: 'Deuxième' }] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Second');
    const byName = await h.call('PUT', `${url}/${p.productId}`, { body: { name: 'Third' } });
    expect(byName.status).toBe(200);
    expect(byName.body.name).toBe('Third');
    expect(byName.body.descriptions).toMatchObject([
      { languageId: DEFAULT_LANGUAGE_ID, name: 'Third' },
      { languageId: 2, name: 'Deuxième' },
    ]);
  });

  it('a product without a name in the default language keeps the name it was given; with neither: 422 on name', async () => {
    const p = await product({ name: `Only name ${run}`, descriptions: [{ languageId: 2, name: 'Seulement' }] });
    expect(p.name).toBe(`Only name ${run}`);
    const none = await h.call('POST', url, { body: { price: 1, descriptions: [{ languageId: 2, name: 'Rien' }] } });
    expect(none.status).toBe(422);
    expect(none.body).toEqual([{ path: 'name', msg: messages.required('Name') }]);
    const blanked = await h.call('PUT', `${url}/${p.productId}`, { body: { name: '' } });
    expect(blanked.status).toBe(422);
  });
});

describe('duplicate', () => {
  it('copies every field under "{name} (copy)", disabled, and the original stays as it was', async () => {
    const original = await product({
      model: `M-${run}`,
      price: 12.5,
      quantity: 7,
      descriptions: [{ languageId: DEFAULT_LANGUAGE_ID, name: `Mug ${run}`, metaTitle: 'Mug' }],
      images: ['/images/a.jpg', '/images/b.jpg'],
      stores: [1],
      productOptions: [{ required: true, option: { optionId: 3, name: 'Size', type: 'radio' }, values: [{ optionValueId: 31, name: 'L', price: 2, pricePrefix: '+', sortOrder: 1 }] }],
    });
    const res = await h.call('POST', productPath(PRODUCT_PATHS.duplicate(original.productId)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.body;
    expect(copy.productId).not.toBe(original.productId);
    expect(copy.name).toBe(`Mug ${run}${COPY_SUFFIX}`);
    expect(copy.descriptions).toMatchObject([{ languageId: DEFAULT_LANGUAGE_ID, name: `Mug ${run}${COPY_SUFFIX}`, metaTitle: 'Mug' }]);
    expect(copy.status).toBe(false);
    for (const field of ['model', 'price', 'quantity', 'images', 'stores', 'productOptions']) expect(copy[field], field).toEqual(original[field]);
    expect((await h.call('GET', `${url}/${original.productId}`)).body).toEqual(original);
  });

  it('404 for an unknown product, 422 for an id that is not one, 403 without the create right', async () => {
    expect((await h.call('POST', productPath(PRODUCT_PATHS.duplicate(99999999)))).status).toBe(404);
    const bad = await h.call('POST', productPath(PRODUCT_PATHS.duplicate('abc')));
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([{ path: 'id', msg: messages.wrongType }]);
    const reader = await h.userWith([{ value: entities.product.permission, type: 'access' }]);
    const p = await product();
    expect((await h.call('POST', productPath(PRODUCT_PATHS.duplicate(p.productId)), { token: reader.token })).status).toBe(403);
  });
});

describe('search', () => {
  it(`finds active products by name or model, at most ${SEARCH_LIMIT}, never archived ones`, async () => {
    const word = `srch${run}`;
    const made = [];
    for (let i = 0; i < SEARCH_LIMIT + 2; i++) made.push(await product({ name: `${word} ${String(i).padStart(2, '0')}` }));
    const byModel = await product({ name: `zz-${run}`, model: `${word}-model` });
    const res = await h.call('GET', `${productPath(PRODUCT_PATHS.search)}?name=${word}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(SEARCH_LIMIT);
    expect(res.body.data[0]).toEqual({ productId: made[0].productId, name: made[0].name, model: null, price: 10, imageMain: null });
    const model = await h.call('GET', `${productPath(PRODUCT_PATHS.search)}?name=${word}-model`);
    expect(model.body.data.map((r: { productId: number }) => r.productId)).toEqual([byModel.productId]);
    await h.call('POST', `${url}/b/archive`, { body: [byModel.productId] });
    expect((await h.call('GET', `${productPath(PRODUCT_PATHS.search)}?name=${word}-model`)).body.data).toEqual([]);
  });

  it('takes % and _ literally, and refuses a repeated name with 422', async () => {
    const res = await h.call('GET', `${productPath(PRODUCT_PATHS.search)}?name=%25%25no_such`);
    expect(res.body.data).toEqual([]);
    const twice = await h.call('GET', `${productPath(PRODUCT_PATHS.search)}?name=a&name=b`);
    expect(twice.status).toBe(422);
  });
});

/** A new row of an entity, by id. */
const made = async (decl: (typeof entities)[keyof typeof entities]): Promise<number> => (await h.create(decl))[decl.id];

describe('minmax and the categories and brands held', () => {
  it('gives the lowest and highest price and quantity of the active products', async () => {
    const dear = await product({ price: 987654.5, quantity: 0 });
    const many = await product({ price: 0, quantity: 876543 });
    const res = await h.call('GET', productPath(PRODUCT_PATHS.minmax));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ price: { min: 0, max: 987654.5 }, quantity: { min: 0, max: 876543 } });
    await h.call('POST', `${url}/b/archive`, { body: [dear.productId, many.productId] });
    const after = await h.call('GET', productPath(PRODUCT_PATHS.minmax));
    expect(after.body.price.max).toBeLessThan(987654.5);
    expect(after.body.quantity.max ?? 0).toBeLessThan(876543);
  });

  it('counts the products holding each category and brand', async () => {
    // rows of their own (a list of references names live rows)
    const [c1, c2, b1] = [await made(entities.category), await made(entities.category), await made(entities.brand)];
    await product({ categories: [c1, c2], brands: [b1] });
    await product({ categories: [c2] });
    const cats = await h.call('GET', productPath(PRODUCT_PATHS.categories));
    expect(cats.status).toBe(200);
    expect(cats.body.data).toEqual(expect.arrayContaining([{ categoryId: c1, count: 1 }, { categoryId: c2, count: 2 }]));
    const brands = await h.call('GET', productPath(PRODUCT_PATHS.brands));
    expect(brands.body.data).toEqual(expect.arrayContaining([{ brandId: b1, count: 1 }]));
  });
});

describe('pickers of the product form', () => {
  it('whoever may create products may read the lookups of the records its lists refer to', async () => {
    const editor = await h.userWith([{ value: entities.product.permission, type: 'create' }]);
    const nobody = await h.userWith([{ value: 'dashboard', type: 'access' }]);
    for (const target of [entities.category, entities.brand, entities.productGroup, entities.store, entities.franchise]) {
      expect((await h.call('GET', `${base(target)}/r/1/10`, { token: editor.token })).status, target.name).toBe(200);
      expect((await h.call('GET', `${base(target)}/r/1/10`, { token: nobody.token })).status, target.name).toBe(403);
    }
  });
});

describe('the product filter', () => {
  it('filters by every field of the spec', async () => {
    const tag = `flt${run}`;
    const [c801, c802, c803] = [await made(entities.category), await made(entities.category), await made(entities.category)];
    const [b811, b812] = [await made(entities.brand), await made(entities.brand)];
    const [g821, g822] = [await made(entities.productGroup), await made(entities.productGroup)];
    const [f831, f832] = [await made(entities.franchise), await made(entities.franchise)];
    const a = await product({ name: `${tag} alpha`, model: `${tag}-A`, price: 5, quantity: 1, status: true, categories: [c801], brands: [b811], productGroups: [g821], stores: [1], franchises: [f831] });
    const b = await product({ name: `${tag} beta`, model: `${tag}-B`, price: 50, quantity: 20, status: false, categories: [c802, c801], brands: [b812], productGroups: [g822], stores: [2], franchises: [f832] });
    const c = await product({ name: `${tag} gamma`, model: `${tag}-C`, price: 500, quantity: 300, status: true, categories: [c803], brands: [], productGroups: [], stores: [], franchises: [] });
    const all = `name=${tag}`;
    expect(await ids(all)).toEqual([a.productId, b.productId, c.productId]);
    expect(await ids(`model=${tag}-B`)).toEqual([b.productId]);
    expect(await ids(`${all}&minPrice=50`)).toEqual([b.productId, c.productId]);
    expect(await ids(`${all}&maxPrice=50`)).toEqual([a.productId, b.productId]);
    expect(await ids(`${all}&minPrice=6&maxPrice=499`)).toEqual([b.productId]);
    expect(await ids(`${all}&minQuantity=20`)).toEqual([b.productId, c.productId]);
    expect(await ids(`${all}&maxQuantity=19`)).toEqual([a.productId]);
    expect(await ids(`${all}&status=true`)).toEqual([a.productId, c.productId]);
    expect(await ids(`${all}&status=false`)).toEqual([b.productId]);
    // lists: any of the given ids
    expect(await ids(`${all}&categoryIds=${c801}`)).toEqual([a.productId, b.productId]);
    expect(await ids(`${all}&categoryIds=${c802},${c803}`)).toEqual([b.productId, c.productId]);
    expect(await ids(`${all}&categoryIds=${c802}&categoryIds=${c803}`)).toEqual([b.productId, c.productId]);
    expect(await ids(`${all}&brandIds=${b812}`)).toEqual([b.productId]);
    expect(await ids(`${all}&productGroupIds=${g821},${g822}`)).toEqual([a.productId, b.productId]);
    expect(await ids(`${all}&storeIds=2`)).toEqual([b.productId]);
    expect(await ids(`${all}&franchiseIds=${f831}`)).toEqual([a.productId]);
    expect(await ids(`${all}&productIds=${a.productId},${c.productId}`)).toEqual([a.productId, c.productId]);
    expect(await ids(`${all}&categoryIds=${c801}&status=true&maxPrice=10`)).toEqual([a.productId]);
    expect(await ids(`${all}&categoryIds=${c803 + 100000}`)).toEqual([]);
  });

  it('refuses bad filter values with 422 items naming the filter', async () => {
    for (const [key, value] of [
      ['minPrice', 'cheap'],
      ['maxQuantity', '1.5'],
      ['status', 'Enabled'],
      ['categoryIds', 'a,b'],
      ['brandIds', '-1'],
      ['productIds', '0'],
      ['franchiseIds', '1e3'],
    ]) {
      const res = await h.call('GET', `${url}/1/10?${key}=${encodeURIComponent(value)}`);
      expect(res.status, `${key}=${value}`).toBe(422);
      expect(res.body, key).toEqual([{ path: key, msg: messages.wrongType }]);
    }
  });
});
