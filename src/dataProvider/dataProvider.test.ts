import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServiceMap } from '../config/service-map';
import { ApiError } from './api-error';
import { createDataProvider } from './dataProvider';

type Call = { url: string; method: string; headers: Record<string, string>; body?: unknown };

function mockFetch(respond: (call: Call) => { status?: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status = 200, body } = respond(call);
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const store = new Map<string, string>();

describe('data provider', () => {
  beforeEach(() => {
    store.clear();
    store.set('token', 'T0K');
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
    setServiceMap({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists with the bearer token and maps the declared id to id', async () => {
    const calls = mockFetch(() => ({ body: { data: [{ languageId: 2, name: 'Español' }], count: 11 } }));
    const result = await createDataProvider().getList('language', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { deleted: false },
    });
    expect(calls[0].url).toBe('/language/s/l/l/2/10?deleted=false&sort=name&order=ASC');
    expect(calls[0].headers.Authorization).toBe('Bearer T0K');
    expect(result).toEqual({ data: [{ languageId: 2, name: 'Español', id: 2 }], total: 11 });
  });

  it('sends each service to the base the service map names', async () => {
    setServiceMap({ api: 'https://users.example.com/api/' });
    const calls = mockFetch(() => ({ body: { userId: 5 } }));
    await createDataProvider().getOne('user', { id: 5 });
    expect(calls[0].url).toBe('https://users.example.com/api/u/5');
  });

  it('creates, updates and destroys through POST, PUT and DELETE', async () => {
    const calls = mockFetch((c) => ({ status: c.method === 'POST' ? 201 : 200, body: { currencyId: 3, title: 'Euro' } }));
    const dp = createDataProvider();
    await dp.create('currency', { data: { title: 'Euro', code: 'EUR', id: 9 } });
    await dp.update('currency', { id: 3, data: { title: 'Euro' }, previousData: { id: 3 } });
    await dp.delete('currency', { id: 3 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /currency/c/cu', 'PUT /currency/c/cu/3', 'DELETE /currency/c/cu/3']);
    expect(calls[0].body).toEqual({ title: 'Euro', code: 'EUR' });
  });

  it('updates based on the version the form read (If-Match), and without one when it read none', async () => {
    const calls = mockFetch(() => ({ body: { currencyId: 3, title: 'Euro' } }));
    const dp = createDataProvider();
    await dp.update('currency', { id: 3, data: { title: 'Euro' }, previousData: { id: 3, dateModified: '2026-03-02T10:42:07.123Z' } });
    await dp.update('currency', { id: 3, data: { title: 'Euro' }, previousData: { id: 3 } });
    expect(calls[0].headers['If-Match']).toBe('"2026-03-02T10:42:07.123Z"');
    expect(calls[1].headers['If-Match']).toBeUndefined();
  });

  it('rejects a stale update with who changed the record and when', async () => {
    const refusal = { message: 'changed', errmsg: 'changed', changedBy: 'Jane Doe', changedAt: '2026-03-02T10:43:00.000Z' };
    mockFetch(() => ({ status: 409, body: refusal }));
    const error = await createDataProvider()
      .update('currency', { id: 3, data: { title: 'Euro' }, previousData: { id: 3, dateModified: '2026-03-02T10:42:07.123Z' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).raw).toEqual(refusal);
  });

  it('archives, recovers and destroys in bulk with the id list', async () => {
    const calls = mockFetch(() => ({ body: {} }));
    const dp = createDataProvider();
    await dp.archive('user', { ids: [1, 2] });
    await dp.recoverMany('user', { ids: [2] });
    await dp.deleteMany('user', { ids: [3] });
    expect(calls.map((c) => `${c.method} ${c.url} ${JSON.stringify(c.body)}`)).toEqual([
      'POST /api/u/b/archive [1,2]',
      'POST /api/u/b/recover [2]',
      'POST /api/u/b/d [3]',
    ]);
  });

  it('rejects a 422 with one item per field', async () => {
    mockFetch(() => ({ status: 422, body: [{ path: 'name', msg: 'Minimum length should be 2 characters.' }] }));
    const error = await createDataProvider()
      .create('language', { data: { name: 'E' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).items).toEqual([{ path: 'name', label: 'Name', msg: 'Minimum length should be 2 characters.' }]);
  });

  it("rejects other failures with 'Bad response from server'", async () => {
    mockFetch(() => ({ status: 500, body: { errmsg: 'x' } }));
    await expect(createDataProvider().getOne('user', { id: 1 })).rejects.toThrow('Bad response from server');
  });
});
