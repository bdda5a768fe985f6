// The catalogue's rules beyond the generic pattern: the category tree, reviews (who replied, the
// notification), previews, the filter chooser and the texts failures reach the client with.
import { describe, expect, it } from 'vitest';
import { CATALOG_PATHS, CATALOG_TEXTS } from '../../../contract/catalog';
import { attribute } from '../../../contract/entities/catalog/attribute';
import { attributeGroup } from '../../../contract/entities/catalog/attributeGroup';
import { brand } from '../../../contract/entities/catalog/brand';
import { category } from '../../../contract/entities/catalog/category';
import { filter } from '../../../contract/entities/catalog/filter';
import { filterGroup } from '../../../contract/entities/catalog/filterGroup';
import { productGroup } from '../../../contract/entities/catalog/productGroup';
import { review } from '../../../contract/entities/catalog/review';
import { store } from '../../../contract/entities/store';
import { messages } from '../../../contract/messages';
import { base, useHarness } from '../harness';
import { notificationText } from '../../../contract/notifications/texts';

const h = useHarness();

const categoryNamed = (name: string, parentId: number | null = null) =>
  h.create(category, { parentId, descriptions: [{ languageId: 1, name }] }).then((r) => r.categoryId as number);

describe('category tree', () => {
  it('refuses a category under itself or under one of its descendants (422 on parentId); other moves pass', async () => {
    const top = await categoryNamed('Top');
    const middle = await categoryNamed('Middle', top);
    const leaf = await categoryNamed('Leaf', middle);
    const refused = [{ path: 'parentId', msg: CATALOG_TEXTS.ownAncestor }];
    const move = (id: number, parentId: number | null) => h.call('PUT', `${base(category)}/${id}`, { body: { parentId } });

    expect(await move(top, top)).toEqual({ status: 422, body: refused });
    expect(await move(top, middle)).toEqual({ status: 422, body: refused });
    expect(await move(top, leaf)).toEqual({ status: 422, body: refused }); // the deep cycle
    expect((await h.call('GET', `${base(category)}/${top}`)).body.parentId).toBeNull(); // nothing written

    expect((await move(leaf, null)).status).toBe(200); // the leaf leaves the branch...
    const under = await move(top, leaf); // ...so the top may go under it
    expect(under.status).toBe(200);
    expect(under.body).toMatchObject({ parentId: leaf, parentName: 'Leaf' });
  });

  it('takes its name from the default language description, and needs one', async () => {
    const created = await h.call('POST', base(category), { body: { descriptions: [{ languageId: 1, name: 'Shoes', metaTitle: 'Shoes' }] } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Shoes');
    const nameless = await h.call('POST', base(category), { body: { descriptions: [{ languageId: 1, metaTitle: 'x' }] } });
    expect(nameless).toEqual({ status: 422, body: [{ path: 'name', msg: messages.required('Name') }] });
  });
});

describe('reviews', () => {
  it('records the signed-in user as adminName when a reply is saved, not what the form echoes', async () => {
    const created = await h.create(review, { adminName: null, reply: null });
    expect(created.adminName).toBeNull();
    const moderator = await h.userWith([{ value: review.permission, type: 'update' }, { value: review.permission, type: 'access' }]);
    const url = `${base(review)}/${created.reviewId}`;

    const replied = await h.call('PUT', url, { token: moderator.token, body: { reply: 'Thank you!', adminName: null } });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ reply: 'Thank you!', adminName: moderator.username });

    // the admin edits the reply, the form sending back the stored name: the admin is recorded
    const again = await h.call('PUT', url, { body: { ...replied.body, reply: 'Thanks a lot!' } });
    expect(again.body).toMatchObject({ reply: 'Thanks a lot!', adminName: 'admin' });
    // a change that is no reply leaves it
    expect((await h.call('PUT', url, { body: { status: true } })).body.adminName).toBe('admin');
  });

  it('refuses a review without reviewer or text, or with a text over 200 characters or a rating outside 1-5', async () => {
    const blank = await h.call('POST', base(review), { body: { rating: 3 } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual(
      expect.arrayContaining([
        { path: 'author', msg: messages.required('Reviewer') },
        { path: 'text', msg: messages.required('Text') },
      ]),
    );
    const refs = await h.refsFor(review);
    const long = await h.call('POST', base(review), { body: { productId: refs.product, author: 'Ann', text: 'x'.repeat(201), rating: 6 } });
    expect(long.status).toBe(422);
    expect(long.body).toEqual(expect.arrayContaining([{ path: 'text', msg: messages.maxLength(200) }, { path: 'rating', msg: messages.maxValue(5) }]));
  });

  it('a new review notifies the users who may open the review list, and only on creation', async () => {
    const reader = await h.userWith([{ value: review.permission, type: 'access' }]);
    const outsider = await h.userWith([{ value: brand.permission, type: 'access' }]);
    const created = await h.create(review);
    const itemsOf = async (token: string) =>
      ((await h.call('GET', '/notification/l?offset=0&limit=50', { token })).body.data as { type: string; data?: { reviewId?: number }; content: string }[]).filter(
        (n) => n.type === 'review',
      );
    await expect.poll(async () => (await itemsOf(reader.token)).length, { timeout: 5000 }).toBe(1);
    const [item] = await itemsOf(reader.token);
    expect(item).toMatchObject({ content: notificationText('en', { text: 'newReview', values: { reviewId: created.reviewId } }), data: { reviewId: created.reviewId } });
    expect(await itemsOf(outsider.token)).toEqual([]);

    await h.call('PUT', `${base(review)}/${created.reviewId}`, { body: { reply: 'ok' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await itemsOf(reader.token)).toHaveLength(1);
  });
});

describe('texts failures reach the client with', () => {
  it('a delete refused because rows still refer to the record names them (409)', async () => {
    const group = await h.create(attributeGroup);
    await h.create(attribute, { attributeGroupId: group.attributeGroupId });
    const url = base(attributeGroup);
    expect((await h.call('POST', `${url}/b/archive`, { body: [group.attributeGroupId] })).status).toBe(200);
    const refused = await h.call('DELETE', `${url}/${group.attributeGroupId}`);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: messages.referenced('attributes') }) });
    expect((await h.call('GET', `${url}/${group.attributeGroupId}`)).status).toBe(200);
  });

  it('a preview opens on the first active store with a domain, or says none has one', async () => {
    const made = await h.create(brand);
    const url = `/${brand.service}/${CATALOG_PATHS.preview(brand.rest, made.brandId)}`;
    // archive every store with a domain: nothing to preview on
    const stores = (await h.call('GET', `${base(store)}/1/1000`)).body.data as { storeId: number }[];
    if (stores.length) await h.call('POST', `${base(store)}/b/archive`, { body: stores.map((s) => s.storeId) });
    expect(await h.call('GET', url)).toEqual({ status: 422, body: [{ path: 'store', msg: CATALOG_TEXTS.noStoreToPreview }] });

    await h.create(store, { url: 'shop.example.com', ssl: true, status: true });
    expect(await h.call('GET', url)).toEqual({ status: 200, body: { url: `https://shop.example.com/brands/${made.brandId}` } });
    expect((await h.call('GET', `/${brand.service}/${CATALOG_PATHS.preview(brand.rest, 99999999)}`)).status).toBe(404);
    const reader = await h.userWith([{ value: review.permission, type: 'access' }]);
    expect((await h.call('GET', url, { token: reader.token })).status).toBe(403);
  });
});

describe('filter chooser', () => {
  it("replaces a product group's filters of one group, keeping those of other groups", async () => {
    const [colours, sizes] = [await h.create(filterGroup), await h.create(filterGroup)];
    const [red, blue] = [await h.create(filter, { filterGroupId: colours.filterGroupId }), await h.create(filter, { filterGroupId: colours.filterGroupId })];
    const small = await h.create(filter, { filterGroupId: sizes.filterGroupId });
    const group = await h.create(productGroup, { filters: { categories: [], brands: [], business: null, filterIds: [small.filterId, red.filterId] } });
    const url = `/${filter.service}/${CATALOG_PATHS.attachFilters}`;
    const attach = (filterIds: number[], filterGroupId = colours.filterGroupId, token?: string) =>
      h.call('POST', url, { token, body: { filter: 'productGroup', targetId: group.productGroupId, filterGroupId, filterIds } });

    const done = await attach([blue.filterId]);
    expect(done.status).toBe(200);
    expect(done.body.filters.filterIds).toEqual([small.filterId, blue.filterId]);

    expect(await attach([small.filterId])).toEqual({ status: 422, body: [{ path: 'filterIds.0', msg: CATALOG_TEXTS.filterNotInGroup }] });
    const products = await h.call('POST', url, { body: { filter: 'products', targetId: 1, filterGroupId: colours.filterGroupId, filterIds: [] } });
    expect(products).toEqual({ status: 422, body: [{ path: 'filter', msg: CATALOG_TEXTS.segmentHoldsNoFilters }] });
    expect((await h.call('POST', url, { body: { filter: 'nope' } })).status).toBe(422);

    // reading filters is not enough: the product group must be updatable by the caller
    const reader = await h.userWith([{ value: filter.permission, type: 'access' }]);
    expect((await attach([red.filterId], colours.filterGroupId, reader.token)).status).toBe(403);
  });
});

describe('hostile input to the catalogue calls', () => {
  it('is refused with a 4xx, never a server error', async () => {
    const attach = `/${filter.service}/${CATALOG_PATHS.attachFilters}`;
    const bodies: unknown[] = [
      null,
      [],
      'x',
      { filter: 'productGroup', targetId: '1x', filterGroupId: 1, filterIds: [1] },
      { filter: 'productGroup', targetId: 1e300, filterGroupId: -1, filterIds: 'x' },
      { filter: 'productGroup', targetId: 2 ** 53, filterGroupId: 1, filterIds: [[1]] },
      { filter: 'productGroup', targetId: 987654321, filterGroupId: 987654321, filterIds: [] },
      { filter: { $ne: 1 }, targetId: 1, filterGroupId: 1, filterIds: [1.5] },
    ];
    for (const body of bodies) {
      const res = await h.call('POST', attach, { body });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['abc', '-1', '0', '1e99', '9007199254740993', '1.5', '%00']) {
      const res = await h.call('GET', `/${brand.service}/${CATALOG_PATHS.preview(brand.rest, id)}`);
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});
