// Per test file: a fresh database cloned from the migrated, seeded template, the real app on it
// (requests through app.inject), the admin's token, and helpers to make users with chosen permissions.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName } from '../../contract/entities';
import type { Permission } from '../../contract/permissions';
import { buildApp } from '../../server/app';
import { useCheapHashingForTests } from '../../server/auth/password';
import type { Principals } from '../../server/auth/principals';
import type { Tokens } from '../../server/auth/tokens';
import { createDb, type Db } from '../../server/db/database';
import { ADMIN_PASSWORD, TEMPLATE_DB, TEST_DB_PREFIX } from './constants';
import { sampleRecord, type Refs } from './sample-record';

// The generic tests start far more calls in a minute than staff would: the per-minute call limit is
// raised for every test file as it loads (tests/api/campaigns/send-limits.test.ts sets its own afterwards).
process.env.CALL_USER_LIMIT_PER_MINUTE = '100000';
process.env.CALL_BUSINESS_LIMIT_PER_MINUTE = '100000';
// A captcha a test solves takes a few tries, not the thousands a browser makes (solveCaptcha in accounts-mailbox.ts).
process.env.CAPTCHA_COMPLEXITY = '4';
// Every answer is checked against the schema its route declares (server/http/response-check.ts): a
// field the schema does not declare, or a required one missing, makes the call a 500 and fails its test.
process.env.CHECK_RESPONSES = '1';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  remoteAddress?: string;
  /** request headers besides the token (`If-Match`) */
  headers?: Record<string, string>;
}

/** The business and franchise a test user works for (staff of the platform: neither). */
export interface Binding {
  businessId?: number | null;
  franchiseId?: number | null;
}

export interface TestUser {
  userId: number;
  userGroupId: number;
  username: string;
  token: string;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  /** connection string of this file's database (to start a second app on it) */
  url: string;
  tokens: Tokens;
  principals: Principals;
  admin: TestUser;
  /** A request; the admin's token unless `token` is given (null sends none). */
  call<T = any>(method: Method, url: string, options?: CallOptions): Promise<Reply<T>>;
  /**
   * A user in a new group holding exactly these permissions (created in SQL, password ADMIN_PASSWORD),
   * bound to a business or franchise when `binding` says so (docs/tenancy.md).
   */
  userWith(permissions: Permission[], binding?: Binding): Promise<TestUser>;
  /** A new user in an existing group (created in SQL, password ADMIN_PASSWORD). */
  userIn(userGroupId: number, binding?: Binding): Promise<TestUser>;
  /** Ids of existing rows for every entity the declaration refers to (created once per file). */
  refsFor(decl: EntityDeclaration): Promise<Refs>;
  /** Creates a record through the API as admin; fails the test on anything but 201. */
  create(decl: EntityDeclaration, overrides?: Record<string, unknown>): Promise<Record<string, any>>;
}

/** The base path of an entity's generic pattern. */
export const base = (decl: EntityDeclaration) => `/${decl.service}/${decl.rest}`;

/** Registers beforeAll/afterAll for the file and returns the harness, filled in once beforeAll ran. */
export function useHarness(): Harness {
  const h = {} as Harness;
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    useCheapHashingForTests();
    const serverUrl = inject('pgUrl');
    const name = `${TEST_DB_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    const server = createDb(serverUrl, 1);
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(TEMPLATE_DB)}`.execute(server.db);
    const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
    const { db, pool } = createDb(url, 8);
    const built = await buildApp({ db, pool });
    await built.app.ready();
    close = async () => {
      await built.app.close();
      await db.destroy();
      // the pool resolves before its connections have closed: wait for them, so the drop below
      // does not cut a connection that is still saying goodbye
      for (let i = 0; i < 100; i++) {
        const open = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`.execute(server.db);
        if (!open.rows[0].n) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await sql`DROP DATABASE ${sql.id(name)} WITH (FORCE)`.execute(server.db);
      await server.db.destroy();
    };

    let seq = 0;
    const refCache = new Map<string, number>();
    Object.assign(h, {
      app: built.app,
      db,
      url,
      tokens: built.tokens,
      principals: built.principals,
      async call(method: Method, url: string, options: CallOptions = {}) {
        const token = options.token === undefined ? h.admin.token : options.token;
        const res = await built.app.inject({
          method,
          url,
          headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(options.body !== undefined ? { payload: options.body as object } : {}),
          ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        });
        const json = String(res.headers['content-type'] ?? '').includes('json');
        const reply = { status: res.statusCode, body: res.body ? (json ? JSON.parse(res.body) : res.body) : undefined } as Reply;
        // the headers are there to read (an ETag), not part of a reply's equality: tests compare
        // whole replies as { status, body }
        Object.defineProperty(reply, 'headers', { value: res.headers, enumerable: false });
        return reply;
      },
      async userWith(permissions: Permission[], binding?: Binding) {
        const group = await sql<{ id: number }>`
          INSERT INTO user_group (name, permissions) VALUES (${`test group ${++seq}`}, ${JSON.stringify(permissions)}::jsonb) RETURNING id`.execute(db);
        return h.userIn(group.rows[0].id, binding);
      },
      async userIn(userGroupId: number, binding: Binding = {}) {
        const username = `tester${++seq}`;
        const user = await sql<{ id: number }>`
          INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours, business_id, franchise_id)
          SELECT ${username}, 'Test', 'User', ${`${username}@example.com`}, '555', password, true, ${userGroupId}, 0, salary, working_hours,
                 ${binding.businessId ?? null}, ${binding.franchiseId ?? null}
          FROM app_user WHERE username = 'admin' RETURNING id`.execute(db);
        const userId = user.rows[0].id;
        return { userId, userGroupId, username, token: await built.tokens.sign(userId, 'access') };
      },
      async refsFor(decl: EntityDeclaration) {
        const refs: Refs = {};
        for (const target of referencedEntities(decl)) {
          if (!refCache.has(target)) {
            const targetDecl = entityByName(target)!;
            const row = await h.create(targetDecl);
            refCache.set(target, row[targetDecl.id]);
          }
          refs[target] = refCache.get(target)!;
        }
        return refs;
      },
      async create(decl: EntityDeclaration, overrides: Record<string, unknown> = {}) {
        const body = { ...sampleRecord(decl, await h.refsFor(decl)), ...overrides };
        const res = await h.call('POST', base(decl), { body });
        if (res.status !== 201) throw new Error(`creating ${decl.name} gave ${res.status}: ${JSON.stringify(res.body)}`);
        return res.body;
      },
    });

    const login = await h.call('POST', '/api/u/login', { token: null, body: { name: 'admin', password: ADMIN_PASSWORD } });
    if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
    const me = await h.call('GET', '/api/ug/p/u', { token: login.body.token });
    h.admin = { userId: me.body.userId, userGroupId: me.body.userGroupId, username: 'admin', token: login.body.token };
  });

  afterAll(() => close());
  return h;
}

/** Entities a declaration's reference fields point at, nested objects and lists included. */
export function referencedEntities(decl: EntityDeclaration): string[] {
  const found = new Set<string>();
  const walk = (fields: EntityDeclaration['fields']) => {
    for (const def of Object.values(fields)) {
      if (def.readOnly) continue;
      if ((def.type === 'reference' || (def.type === 'list' && def.of === 'reference')) && def.reference && def.reference !== decl.name) found.add(def.reference);
      if (def.fields) walk(def.fields);
    }
  };
  walk(decl.fields);
  return [...found];
}
