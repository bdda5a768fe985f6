// Backup and restore round trip (docs/operations.md): back up this file's database (the seeded
// demo data plus an order and a media file of this test), wipe it, restore it, and compare every
// table, the counters and the statistics rollups the triggers rebuild, and the media files.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, DERIVED_TABLES, restore, tableFigures } from '../../../server/ops/backup';
import { useHarness } from '../harness';

const h = useHarness();
const work = fs.mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
afterAll(async () => fs.rm(await work, { recursive: true, force: true }));

async function figures() {
  const client = new pg.Client({ connectionString: h.url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`)).rows
      .map((r) => r.name)
      .filter((t) => !DERIVED_TABLES.includes(t));
    const derived = await client.query(`
      SELECT (SELECT json_object_agg(table_name || '/' || deleted, n ORDER BY table_name, deleted) FROM (SELECT table_name, deleted, sum(n) AS n FROM entity_counts GROUP BY 1, 2) c) AS counters,
             (SELECT json_object_agg(deleted || '/' || status, n ORDER BY deleted, status) FROM order_counts WHERE n <> 0) AS orders,
             (SELECT json_object_agg(fact || '/' || size::text, s ORDER BY fact, size) FROM (SELECT fact, size, sum(m1) + sum(m2) + sum(m3) + sum(m4) AS s FROM stat_rollup GROUP BY 1, 2) r) AS rollups`);
    return { tables: await tableFigures(client, tables), derived: derived.rows[0] };
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  it('backs up, wipes, restores and finds everything as it was', async () => {
    const dir = path.join(await work, 'backup');
    const media = path.join(await work, 'media');
    await fs.mkdir(path.join(media, 'images'), { recursive: true });
    await fs.writeFile(path.join(media, 'images', 'logo.png'), 'not really a png');
    await sql`INSERT INTO orders (status, totalprice, total, date_added) VALUES ('done', 12.5, 12.5, '2004-02-29T12:00:00Z')`.execute(h.db);
    const before = await figures();
    expect(before.tables.find((t) => t.name === 'orders')!.rows).toBeGreaterThan(0);

    const manifest = await backup(h.url, dir, media);
    expect(manifest.tables.map((t) => t.name)).toEqual(before.tables.map((t) => t.name));
    await expect(backup(h.url, dir)).rejects.toThrow(/already exists/);

    // wipe: every row and the media files
    const tables = before.tables.map((t) => `"${t.name}"`).join(', ');
    await sql.raw(`TRUNCATE ${tables}, entity_counts, order_counts, stat_rollup`).execute(h.db);
    await fs.rm(media, { recursive: true });
    expect((await figures()).tables.every((t) => t.rows === 0)).toBe(true);

    await restore(h.url, dir, media);
    const after = await figures();
    expect(after.tables).toEqual(before.tables);
    expect(after.derived).toEqual(before.derived);
    expect(await fs.readFile(path.join(media, 'images', 'logo.png'), 'utf8')).toBe('not really a png');

    // identities continue after the restored rows, and the restored server answers
    const { rows } = await sql<{ id: string }>`INSERT INTO orders (status) VALUES ('new') RETURNING id`.execute(h.db);
    const max = before.tables.find((t) => t.name === 'orders')!.rows;
    expect(Number(rows[0].id)).toBeGreaterThan(max);
    const signIn = await h.call('GET', '/customer/cu/c/1/10');
    expect(signIn.status).toBe(200);
  });

  it('refuses a backup of a newer version and leaves the data as it was', async () => {
    const dir = path.join(await work, 'newer');
    await backup(h.url, dir);
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
    manifest.migrations.push('9999_from_the_future');
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    const before = await figures();
    await expect(restore(h.url, dir)).rejects.toThrow(/newer version \(migration 9999_from_the_future\)/);
    expect((await figures()).tables).toEqual(before.tables);
  });

  it('rolls back a restore whose rows do not match the manifest', async () => {
    const dir = path.join(await work, 'tampered');
    await backup(h.url, dir);
    await fs.appendFile(path.join(dir, 'db', 'language.copy'), '');
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
    manifest.tables.find((t: { name: string }) => t.name === 'language').rows += 1;
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    const before = await figures();
    await expect(restore(h.url, dir)).rejects.toThrow(/differ from the backup in language/);
    expect((await figures()).tables).toEqual(before.tables);
  });
});
