// A user's own saved views and columns of a list (docs/decisions.md, "Saved views and columns, per
// user on the server"): read back as saved, refused with 422 items when they do not fit the list,
// and never another user's.
import { describe, expect, it } from 'vitest';
import { entities } from '../../../contract/entities';
import { LIST_PREFERENCE_PATHS, LIST_VIEW_LIMITS, listViewTexts } from '../../../contract/list-views';
import { messages } from '../../../contract/messages';
import { useHarness } from '../harness';

const h = useHarness();
const url = (entity: string) => '/api/' + LIST_PREFERENCE_PATHS.of(entity);
const { language, order, product } = entities;
const english = { name: 'English', filter: { name: 'Engl', status: true }, sort: { field: 'name', order: 'ASC' } };

describe('my views and columns of a list', () => {
  it('are empty at first, then read back as saved, and replaced by the next save', async () => {
    const user = await h.userWith([{ value: language.permission, type: 'access' }]);
    expect(await h.call('GET', url('language'), { token: user.token })).toEqual({ status: 200, body: { views: [], columns: null } });

    const saved = { views: [english, { name: 'All', filter: {} }], columns: ['id', 'name', 'code'] };
    expect(await h.call('PUT', url('language'), { token: user.token, body: saved })).toEqual({ status: 200, body: saved });
    expect(await h.call('GET', url('language'), { token: user.token })).toEqual({ status: 200, body: saved });

    const next = { views: [{ ...english, name: '  Mine  ' }], columns: [] };
    expect((await h.call('PUT', url('language'), { token: user.token, body: next })).body).toEqual({ views: [{ ...english, name: 'Mine' }], columns: null });
    expect((await h.call('GET', url('language'), { token: user.token })).body).toEqual({ views: [{ ...english, name: 'Mine' }], columns: null });
  });

  it('are kept per list', async () => {
    const user = await h.userWith([{ value: language.permission, type: 'access' }, { value: product.permission, type: 'access' }]);
    await h.call('PUT', url('language'), { token: user.token, body: { views: [english], columns: ['name'] } });
    expect((await h.call('GET', url('product'), { token: user.token })).body).toEqual({ views: [], columns: null });
  });

  it("are the caller's own: another user neither reads nor changes them", async () => {
    const one = await h.userWith([{ value: language.permission, type: 'access' }]);
    const other = await h.userIn(one.userGroupId);
    await h.call('PUT', url('language'), { token: one.token, body: { views: [english], columns: ['name'] } });
    expect((await h.call('GET', url('language'), { token: other.token })).body).toEqual({ views: [], columns: null });
    await h.call('PUT', url('language'), { token: other.token, body: { views: [], columns: ['code'] } });
    expect((await h.call('GET', url('language'), { token: one.token })).body).toEqual({ views: [english], columns: ['name'] });
    expect((await h.call('GET', url('language'), { token: null })).status).toBe(401);
  });

  it('refuse a list that does not exist, and one the caller may not open', async () => {
    const user = await h.userWith([{ value: language.permission, type: 'access' }]);
    for (const entity of ['nothing', 'constructor']) {
      for (const method of ['GET', 'PUT'] as const) {
        expect(await h.call(method, url(entity), { token: user.token, body: method === 'PUT' ? { views: [] } : undefined })).toEqual({
          status: 422,
          body: [{ path: 'entity', msg: listViewTexts.unknownList }],
        });
      }
    }
    expect(await h.call('GET', url('product'), { token: user.token })).toEqual({ status: 422, body: [{ path: 'entity', msg: listViewTexts.listNotAllowed }] });
    expect(await h.call('PUT', url('product'), { token: user.token, body: { views: [] } })).toEqual({ status: 422, body: [{ path: 'entity', msg: listViewTexts.listNotAllowed }] });
  });

  it('refuse filters, sorts and columns the list does not have', async () => {
    const put = (body: unknown) => h.call('PUT', url('language'), { body });
    expect(await put({ views: [{ name: 'x', filter: { secret: 1, code: { $ne: 1 } } }] })).toEqual({
      status: 422,
      body: [
        { path: 'views.0.filter.secret', msg: listViewTexts.unknownFilter },
        { path: 'views.0.filter.code', msg: listViewTexts.filterValue },
      ],
    });
    expect(await put({ views: [{ name: 'x', filter: {}, sort: { field: 'password', order: 'ASC' } }] })).toEqual({
      status: 422,
      body: [{ path: 'views.0.sort.field', msg: listViewTexts.unknownSort }],
    });
    expect(await put({ views: [], columns: ['name', 'nothing'] })).toEqual({ status: 422, body: [{ path: 'columns.1', msg: listViewTexts.unknownColumn }] });
    expect((await h.call('GET', url('language'))).body).toEqual({ views: [], columns: null });
  });

  it("of the orders list take its own filters, sorts and columns, and refuse the others", async () => {
    const user = await h.userWith([{ value: order.permission, type: 'access' }]);
    const put = (body: unknown) => h.call('PUT', url('order'), { token: user.token, body });
    const mine = {
      views: [{ name: 'New, big', filter: { status: 'New', minPrice: 100, storeIds: [1, 2], telephone: '202' }, sort: { field: 'totalprice', order: 'DESC' } }],
      columns: ['orderId', 'status', 'customer', 'dateAdded'],
    };
    expect(await put(mine)).toEqual({ status: 200, body: mine });
    expect(await h.call('GET', url('order'), { token: user.token })).toEqual({ status: 200, body: mine });
    // the order's form fields are not its list's filters, sorts or columns
    expect(await put({ views: [{ name: 'x', filter: { customerId: 1 }, sort: { field: 'message', order: 'ASC' } }], columns: ['message', 'orderId'] })).toEqual({
      status: 422,
      body: [
        { path: 'views.0.filter.customerId', msg: listViewTexts.unknownFilter },
        { path: 'views.0.sort.field', msg: listViewTexts.unknownSort },
        { path: 'columns.0', msg: listViewTexts.unknownColumn },
      ],
    });
  });

  it('refuse two views of one name, too many views, names out of bounds and unknown fields', async () => {
    const put = (body: unknown) => h.call('PUT', url('language'), { body });
    expect(await put({ views: [english, { ...english, name: 'english' }] })).toEqual({ status: 422, body: [{ path: 'views.1.name', msg: listViewTexts.duplicateName }] });
    const many = Array.from({ length: LIST_VIEW_LIMITS.views + 1 }, (_, i) => ({ name: `View ${i}`, filter: {} }));
    expect(await put({ views: many })).toEqual({ status: 422, body: [{ path: 'views', msg: listViewTexts.tooManyViews }] });
    expect((await put({ views: many.slice(1) })).status).toBe(200);
    expect(await put({ views: [{ name: 'x'.repeat(LIST_VIEW_LIMITS.nameMax + 1), filter: {} }] })).toEqual({
      status: 422,
      body: [{ path: 'views.0.name', msg: messages.maxLength(LIST_VIEW_LIMITS.nameMax) }],
    });
    expect((await put({ views: [{ name: ' ', filter: {} }] })).status).toBe(422);
    expect(await put({ views: [], extra: 1 })).toEqual({ status: 422, body: [{ path: 'extra', msg: messages.unknownField }] });
    expect((await put({ views: [{ name: 'x', filter: {}, sort: { field: 'name', order: 'UP' } }] })).status).toBe(422);
  });
});
