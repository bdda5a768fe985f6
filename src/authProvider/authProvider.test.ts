import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServiceMap } from '../config/service-map';
import { authProvider, SignInStepRequired } from './authProvider';
import { forgetPrincipal } from './principal';
import { registerSessionKey } from './session';
import { store as appStore } from '../store';

const store = new Map<string, string>();
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};

function respond(handler: (url: string, init: RequestInit) => { status?: number; body?: unknown }) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { status = 200, body } = handler(url, init);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const principal = {
  userId: 2,
  username: 'manager',
  userGroupId: 2,
  groupName: 'manager',
  permissions: [{ value: 'system/user', type: 'access' }],
};

describe('authProvider', () => {
  beforeEach(() => {
    store.clear();
    // Object.keys(localStorage) lists the stored keys in a browser
    vi.stubGlobal('localStorage', new Proxy(storage, { ownKeys: () => [...store.keys()], getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }) }));
    setServiceMap({});
    forgetPrincipal();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with name and password and keeps both tokens', async () => {
    const fetchMock = respond(() => ({ body: { token: 'A', socketToken: 'S' } }));
    await authProvider.login({ username: 'admin', password: 'pw' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/u/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ name: 'admin', password: 'pw' });
    expect(store.get('token')).toBe('A');
    expect(store.get('socketToken')).toBe('S');
  });

  it('keeps no token when the password is right but a second step follows, and tells which step with its ticket', async () => {
    respond(() => ({ body: { next: 'code', ticket: 'T1' } }));
    const error = await authProvider.login({ username: 'admin', password: 'pw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInStepRequired);
    expect(error).toMatchObject({ next: 'code', ticket: 'T1' });
    expect(store.has('token')).toBe(false);
  });

  it('signs in with the ticket and a code, keeping both tokens and telling the recovery codes left', async () => {
    const fetchMock = respond(() => ({ body: { token: 'A', socketToken: 'S', recoveryCodesLeft: 4 } }));
    expect(await authProvider.login({ ticket: 'T1', code: '123456' })).toMatchObject({ recoveryCodesLeft: 4 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/u/login/code');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ ticket: 'T1', code: '123456' });
    expect(store.get('token')).toBe('A');
    expect(store.get('socketToken')).toBe('S');
  });

  it('keeps a session a setup step already got, without another sign-in call: only the identity is read', async () => {
    const fetchMock = respond(() => ({ body: { ...principal, language: 'en' } }));
    await authProvider.login({ session: { token: 'A', socketToken: 'S' } });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/ug/p/u']);
    expect(store.get('token')).toBe('A');
  });

  it("shows the user's language at sign-in, and tells it with the identity", async () => {
    respond((url) => (url.endsWith('/u/login') ? { body: { token: 'A', socketToken: 'S' } } : { body: { ...principal, language: 'es' } }));
    await authProvider.login({ username: 'manager', password: 'x' });
    expect(appStore.getItem('locale')).toBe('es');
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 2, language: 'es' });
  });

  it('rejects a refused sign-in with the server message and keeps no token', async () => {
    respond(() => ({ status: 403, body: { message: 'Wrong username or password.', errmsg: 'Wrong username or password.' } }));
    await expect(authProvider.login({ username: 'admin', password: 'x' })).rejects.toThrow('Wrong username or password.');
    expect(store.has('token')).toBe(false);
  });

  it('answers identity and access from the permissions call', async () => {
    store.set('token', 'A');
    respond(() => ({ body: principal }));
    expect(await authProvider.getIdentity!()).toMatchObject({ username: 'manager', groupName: 'manager' });
    expect(await authProvider.canAccess!({ resource: 'user', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'user', action: 'delete' })).toBe(false);
  });

  it('signs out when the permissions call is refused', async () => {
    store.set('token', 'A');
    store.set('socketToken', 'S');
    respond(() => ({ status: 403, body: { message: 'Forbidden' } }));
    const error = await authProvider.getPermissions!({}).catch((e: { status: number }) => e);
    expect(error.status).toBe(401);
    expect(store.has('token')).toBe(false);
    await expect(authProvider.checkError(error)).rejects.toThrow();
  });

  it('asks the server to revoke the token at sign-out, then forgets it', async () => {
    store.set('token', 'A');
    store.set('socketToken', 'S');
    const fetchMock = respond(() => ({ status: 204 }));
    expect(await authProvider.logout({})).toBe('/login');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/u/logout');
    expect(call?.[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer A' } });
    expect(store.has('token')).toBe(false);
    expect(store.has('socketToken')).toBe(false);

    // the server out of reach: signed out here all the same
    store.set('token', 'B');
    const failing = vi.fn(async (url: string) => {
      if (url === '/api/u/logout') throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    vi.stubGlobal('fetch', failing);
    expect(await authProvider.logout({})).toBe('/login');
    expect(failing).toHaveBeenCalledWith('/api/u/logout', expect.anything());
    expect(store.has('token')).toBe(false);
    // no session: nothing to revoke
    failing.mockClear();
    await authProvider.logout({});
    expect(failing).not.toHaveBeenCalled();
  });

  it('clears every session key at sign-out, react-admin store included', async () => {
    respond(() => ({ status: 204 }));
    registerSessionKey('chatDraft');
    for (const [k, v] of [['token', 'A'], ['socketToken', 'S'], ['chatDraft', 'x'], ['RaStoreBackOffice.sidebar', '1'], ['list.user.active', '{}']]) store.set(k, v);
    await authProvider.logout({});
    expect([...store.keys()]).toEqual(['list.user.active']);
  });
});
