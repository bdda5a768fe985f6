import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServiceMap } from '../config/service-map';
import { prefetch, PREFETCH_TTL_MS, request } from './http';

const store = new Map<string, string>();
let fetched: string[] = [];
let answer: (url: string) => Response = () => new Response('{"n":1}');

describe('reads started ahead of a screen', () => {
  beforeEach(() => {
    store.clear();
    store.set('token', 'T0K');
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
    setServiceMap({});
    fetched = [];
    answer = () => new Response(JSON.stringify({ n: fetched.length }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return answer(url);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("the screen's identical read takes the answer started ahead, once", async () => {
    prefetch('order', 's/sales/1/20', { deleted: false, status: undefined });
    expect(fetched).toEqual([]); // the service map first, then the call: nothing sent synchronously but the read is parked
    await expect(request('order', '/s/sales/1/20', { query: { deleted: false } })).resolves.toEqual({ n: 1 });
    expect(fetched).toEqual(['/order/s/sales/1/20?deleted=false']);
    // a later read (a reload after a change) asks the server again
    await expect(request('order', 's/sales/1/20', { query: { deleted: false } })).resolves.toEqual({ n: 2 });
    expect(fetched).toHaveLength(2);
  });

  it('another page, another query or a write is not answered by it', async () => {
    prefetch('order', 's/sales/1/20', { deleted: false });
    await request('order', 's/sales/2/20', { query: { deleted: false } });
    await request('order', 's/sales/1/20', { query: { deleted: true } });
    await request('order', 's/sales/1/20', { method: 'POST', body: [1] });
    expect(fetched).toHaveLength(4);
  });

  it('a write drops what was read ahead before it or while it ran: the screen opened after a save reads what was saved', async () => {
    prefetch('order', 's/sales/abc');
    await request('order', 's/sales/abc', { method: 'PUT', body: { address: 'new' } });
    await request('order', 's/sales/abc');
    expect(fetched).toEqual(['/order/s/sales/abc', '/order/s/sales/abc', '/order/s/sales/abc']);

    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        fetched.push(url);
        if (init?.method === 'PUT') await gate;
        return answer(url);
      }),
    );
    const write = request('order', 's/sales/abc', { method: 'PUT', body: {} });
    await vi.waitFor(() => expect(fetched).toHaveLength(4));
    prefetch('order', 's/sales/abc'); // while the write runs
    await vi.waitFor(() => expect(fetched).toHaveLength(5));
    open();
    await write;
    await request('order', 's/sales/abc');
    // the read started during the write is not the screen's answer: it asked again
    expect(fetched).toHaveLength(6);
  });

  it('a failed read ahead is made again by the screen, which gets its error', async () => {
    answer = () => new Response('{"message":"down"}', { status: 503 });
    prefetch('order', 's/sales/1/20');
    await expect(request('order', 's/sales/1/20')).rejects.toMatchObject({ status: 503 });
    expect(fetched).toHaveLength(2);
  });

  it('is not used by another session, nor after its time', async () => {
    prefetch('order', 's/sales/1/20');
    store.set('token', 'OTHER');
    await request('order', 's/sales/1/20');
    expect(fetched).toHaveLength(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    prefetch('order', 's/sales/1/20');
    vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
    await request('order', 's/sales/1/20');
    expect(fetched).toHaveLength(4);
  });

  it('nothing is read ahead without a session', async () => {
    store.delete('token');
    prefetch('order', 's/sales/1/20');
    await Promise.resolve();
    expect(fetched).toHaveLength(0);
  });
});
