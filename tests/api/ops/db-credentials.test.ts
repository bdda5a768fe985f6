// Issue 7, point 2: the embedded PostgreSQL's superuser gets a random password per data folder,
// kept in a file only the server's user reads; the application connects as a role that is not a
// superuser and owns its database. A folder made with the old fixed password is upgraded.
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../server/db/database';
import { APP_ROLE, startEmbeddedPostgres, type Credentials, type EmbeddedDatabase } from '../../../server/db/embedded';
import { migrate } from '../../../server/db/migrate';
import { tempDataDir } from '../../support/spawned-server';

let root: string;
let dir: string;
let cluster: EmbeddedDatabase | undefined;

const readCredentials = async () => JSON.parse(await fs.readFile(cluster!.credentialsFile, 'utf8')) as Credentials;

/** Connects, runs `sql` and disconnects; the pg error when it fails. */
async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: { code?: string }) => e.code ?? String(e));
const withPassword = (url: string, user: string, password: string) => {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
};

beforeAll(async () => {
  root = await tempDataDir('credentials');
  dir = path.join(root, 'db');
  cluster = await startEmbeddedPostgres(dir, { fast: true });
}, 120_000);

afterAll(async () => {
  await cluster?.stop().catch(() => {});
  await fs.rm(root, { recursive: true, force: true });
}, 60_000);

describe('embedded PostgreSQL credentials', () => {
  it('a new data folder gets a random superuser password, kept in a file only its owner reads', async () => {
    const stat = await fs.stat(cluster!.credentialsFile);
    expect(stat.mode & 0o777).toBe(0o600);
    const c = await readCredentials();
    expect(c.password).toMatch(/^[\w-]{32}$/);
    expect(c.appPassword).toMatch(/^[\w-]{32}$/);
    expect(c.previous).toBeUndefined();
    const superuser = cluster!.superuserUrl('postgres');
    expect(await query(superuser, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    // the well-known password of before is refused
    expect(await failure(query(withPassword(superuser, 'postgres', 'postgres'), 'SELECT 1'))).toBe('28P01');
  });

  it('the application connects as a role that is not a superuser and owns its database', async () => {
    const url = await cluster!.appDatabase('backoffice');
    expect(new URL(url).username).toBe(APP_ROLE);
    const [role] = await query(
      url,
      `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
              (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) AS owner
       FROM pg_roles WHERE rolname = current_user`,
    );
    expect(role).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false, owner: APP_ROLE });
    // what a superuser could do and the application must not: read password hashes, run programs
    expect(await failure(query(url, 'SELECT rolpassword FROM pg_authid'))).toBe('42501');
    expect(await failure(query(url, "COPY (SELECT 1) TO PROGRAM 'true'"))).toBe('42501');
    expect(await failure(query(url, "ALTER ROLE postgres PASSWORD 'x'"))).toBe('42501');
    // its own database: migrations run as the application role
    const { db } = createDb(url, 2);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
    expect(await query(url, "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tableowner <> $1", [APP_ROLE])).toEqual([{ n: 0 }]);
  }, 60_000);

  it('a folder initialised with the old fixed password is upgraded on start, its database handed to the application role', async () => {
    // the layout of before: superuser postgres/postgres, no credentials file, the database and
    // everything in it (tables, identity sequences, trigger functions) owned by the superuser
    const superuser = cluster!.superuserUrl('postgres');
    await query(superuser, 'CREATE DATABASE legacy');
    const { db } = createDb(cluster!.superuserUrl('legacy'), 2);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
    await query(superuser, "ALTER ROLE postgres PASSWORD 'postgres'");
    const before = await readCredentials();
    await fs.rm(cluster!.credentialsFile);
    await cluster!.stop();
    cluster = undefined;

    cluster = await startEmbeddedPostgres(dir, { fast: true });
    const after = await readCredentials();
    expect((await fs.stat(cluster.credentialsFile)).mode & 0o777).toBe(0o600);
    expect(after.password).not.toBe(before.password);
    expect(after.previous).toBeUndefined();
    const url = cluster.superuserUrl('postgres');
    expect(await failure(query(withPassword(url, 'postgres', 'postgres'), 'SELECT 1'))).toBe('28P01');
    expect(await query(url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);

    const app = await cluster.appDatabase('legacy');
    const owners = await query(
      app,
      `SELECT (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) AS database,
              (SELECT count(*)::int FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relowner <> current_user::regrole) AS others_relations,
              (SELECT count(*)::int FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND proowner <> current_user::regrole) AS others_functions`,
    );
    expect(owners).toEqual([{ database: APP_ROLE, others_relations: 0, others_functions: 0 }]);
    // later migrations keep working: they alter tables and replace functions of before
    const { db: appDb } = createDb(app, 2);
    try {
      await migrate(appDb);
    } finally {
      await appDb.destroy();
    }
    await query(app, 'ALTER TABLE language ADD COLUMN upgrade_check int');
    await query(app, 'CREATE OR REPLACE FUNCTION app_user_revoke_tokens() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$');
  }, 120_000);
});
