// The push service worker (public/sw.js) run against a stand-in of the worker's global scope.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: any) => void;

const ORIGIN = 'https://office.example';

function loadWorker(windows: { url: string; focus: ReturnType<typeof vi.fn>; navigate?: ReturnType<typeof vi.fn> }[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => undefined) },
  };
  const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
  new Function('self', source)(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { scope, dispatch };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe('the push service worker', () => {
  it('shows a push as a notification that remembers the screen to open', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', pushEvent({ title: 'New order', body: 'Order 42 arrived', link: '/sale/order/update/42', notificationId: 7 }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New order', expect.objectContaining({
      body: 'Order 42 arrived',
      data: { url: `${ORIGIN}/#/sale/order/update/42` },
    }));
  });

  it('shows a plain-text push with a default title', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', { data: { json: () => { throw new Error('not json'); }, text: () => 'hello' } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Notification', expect.objectContaining({ body: 'hello', data: { url: `${ORIGIN}/#/` } }));
  });

  it('focuses an open back-office tab on the notification screen when clicked', async () => {
    const tab = { url: `${ORIGIN}/#/dashboard`, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) };
    const { scope, dispatch } = loadWorker([{ url: 'https://elsewhere.example/', focus: vi.fn() }, tab]);
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/#/user/chat` } } });
    expect(close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/#/user/chat`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new tab when none is open', async () => {
    const { scope, dispatch } = loadWorker([]);
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: `${ORIGIN}/#/sms/send/5` } } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/sms/send/5`);
  });
});
