// Shared fixtures of the end-to-end tests.
//
//   import { test, expect, signIn, uniqueName } from './fixtures';
//   test('...', async ({ page, api }) => {
//     const user = await api.userWith([{ value: 'localisation/language', type: 'access' }]);
//     await signIn(page, user.username, user.password);
//   });
//
// Every test runs against one shared server (other suites write to it at the same time): create
// the records a test needs with unique names (`uniqueName`), find them through a list filter, and
// never assume counts of rows the test did not create.
import { randomBytes } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { entityByName } from '../../contract/entities';
import type { EntityDeclaration } from '../../contract/entity';
import type { Permission } from '../../contract/permissions';
import { SESSION_KEYS } from '../../src/authProvider/session';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

export { expect };
export { E2E_ADMIN_PASSWORD };

export const ADMIN_USERNAME = 'admin';

/** The password of every user the fixtures create (the user form's rule: at least 7 characters). */
export const TEST_PASSWORD = 'E2e-pass-1!';

/** A name no other test (in this run or another worker) uses: `prefix-k3x9a1b2`, lowercase. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).slice(-4)}${randomBytes(3).toString('hex')}`.toLowerCase();
}

export type Row = Record<string, any>;

export interface Reply<T = any> {
  status: number;
  body: T;
}

export interface Session {
  token: string;
  socketToken: string;
}

/** A user made for a test, in a group of its own unless a group was given. */
export interface TestUser {
  userId: number;
  username: string;
  password: string;
  email: string;
  userGroupId: number;
  groupName: string;
}

export interface NewUser {
  username?: string;
  password?: string;
  userGroupId: number;
  /** any other user field (firstname, status, salary, ...) */
  [field: string]: unknown;
}

function declaration(entity: string): EntityDeclaration {
  const decl = entityByName(entity);
  if (!decl) throw new Error(`No entity "${entity}" in contract/entities`);
  return decl;
}

/** `/{service}/{rest}` of an entity: `/language/s/l/l`, `/api/u`. */
export const entityBase = (entity: string): string => {
  const decl = declaration(entity);
  return `/${decl.service}/${decl.rest}`;
};

/** The id of a record, read from the entity's declared id field (`languageId`, `userId`). */
export const idOf = (entity: string, record: Row): number => record[declaration(entity).id] as number;

const adminTokens = new Map<string, Promise<string>>();

/**
 * The HTTP API, called the way the SPA calls it (bearer token, JSON). Calls run as the admin
 * unless a token is given. The `create`/`update`/... helpers fail the test on an unexpected status.
 */
export class BackOfficeApi {
  constructor(private readonly request: APIRequestContext) {}

  /**
   * POST /api/u/login. A 429 is waited out as its retry-after says, twice at most: every attempt
   * counts as a failure until its password is checked, so the suite's parallel sign-ins to one
   * account from an address it has not signed in from yet can pass the account's free failures.
   */
  async login(name: string, password: string): Promise<Session> {
    for (let attempt = 0; ; attempt++) {
      const res = await this.request.post('/api/u/login', { data: { name, password } });
      if (res.status() === 429 && attempt < 2) {
        await new Promise((r) => setTimeout(r, Math.min(15, Number(res.headers()['retry-after']) || 1) * 1000));
        continue;
      }
      expect(res.status(), `sign-in of ${name}`).toBe(200);
      return (await res.json()) as Session;
    }
  }

  /** The admin's token, signed in once per worker. */
  adminToken(): Promise<string> {
    const key = 'admin';
    let token = adminTokens.get(key);
    if (!token) {
      token = this.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD).then((s) => s.token);
      token.catch(() => adminTokens.delete(key));
      adminTokens.set(key, token);
    }
    return token;
  }

  /** Any call; `path` is absolute (`/api/ug/p/u`). `token: null` sends none. */
  async call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { body?: unknown; token?: string | null } = {}): Promise<Reply<T>> {
    const token = options.token === undefined ? await this.adminToken() : options.token;
    const res = await this.request.fetch(path, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      data: options.body,
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status(), body: body as T };
  }

  private async expectStatus<T>(reply: Promise<Reply<T>>, status: number, what: string): Promise<T> {
    const r = await reply;
    expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(status);
    return r.body;
  }

  /** POST {rest} as admin: the created record. */
  create(entity: string, body: Row): Promise<Row> {
    return this.expectStatus(this.call('POST', entityBase(entity), { body }), 201, `create ${entity}`);
  }

  /** GET {rest}/{id}: the status and the record (404 once destroyed). */
  get(entity: string, id: number): Promise<Reply<Row>> {
    return this.call('GET', `${entityBase(entity)}/${id}`);
  }

  /** PUT {rest}/{id} as admin. */
  update(entity: string, id: number, body: Row): Promise<Row> {
    return this.expectStatus(this.call('PUT', `${entityBase(entity)}/${id}`, { body }), 200, `update ${entity}`);
  }

  /** POST {rest}/b/archive as admin. */
  async archive(entity: string, ids: number[]): Promise<void> {
    const r = await this.call('POST', `${entityBase(entity)}/b/archive`, { body: ids });
    expect(r.status, `archive ${entity}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  }

  /** GET {rest}/1/{count}?query as admin: {data, count}. */
  list(entity: string, query: Record<string, string | number | boolean> = {}, count = 100): Promise<{ data: Row[]; count: number }> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return this.expectStatus(this.call('GET', `${entityBase(entity)}/1/${count}${qs ? '?' + qs : ''}`), 200, `list ${entity}`);
  }

  /** A user group holding exactly these permissions. */
  async createGroup(permissions: Permission[], name = uniqueName('e2e-group')): Promise<{ userGroupId: number; name: string }> {
    const group = await this.create('userGroup', { name, permissions });
    return { userGroupId: idOf('userGroup', group), name };
  }

  /** A user in the given group, with TEST_PASSWORD unless told otherwise. */
  async createUser({ username = uniqueName('e2e-user'), password = TEST_PASSWORD, userGroupId, ...fields }: NewUser): Promise<TestUser> {
    const email = `${username}@example.test`;
    const user = await this.create('user', {
      username,
      firstname: 'Test',
      lastname: 'User',
      email,
      phone: '(555) 010-1234',
      password,
      user_group_id: userGroupId,
      ...fields,
    });
    return { userId: idOf('user', user), username, password, email: String(user.email ?? email), userGroupId, groupName: String(user.userGroup ?? '') };
  }

  /** A user in a new group holding exactly these permissions. */
  async userWith(permissions: Permission[]): Promise<TestUser> {
    const group = await this.createGroup(permissions);
    const user = await this.createUser({ userGroupId: group.userGroupId });
    return { ...user, groupName: group.name };
  }

  /** A language with a unique name and code (both start with `prefix`). */
  language(prefix = 'e2e-lang', fields: Row = {}): Promise<Row> {
    const name = uniqueName(prefix);
    return this.create('language', { name, code: name, locale: 'xx-XX', ...fields });
  }
}

/** Signs in through the login form and waits for the signed-in shell. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('username-badge')).toHaveText(username);
}

/**
 * Starts the page already signed in with a session from `api.login` (no login form): the
 * token is in localStorage before the SPA loads. Then open a screen with `page.goto('/#/...')`.
 */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([keys, s]) => {
      if (localStorage.getItem('e2e.session.set')) return;
      localStorage.setItem('e2e.session.set', '1');
      localStorage.setItem(keys.token, s.token);
      localStorage.setItem(keys.socketToken, s.socketToken);
    },
    [SESSION_KEYS, session] as const,
  );
}

/** `api`: the HTTP API as admin (see BackOfficeApi). */
export const test = base.extend<{ api: BackOfficeApi }>({
  api: async ({ request }, use) => {
    await use(new BackOfficeApi(request));
  },
});
