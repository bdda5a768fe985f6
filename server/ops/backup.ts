// Backup and restore of the database's data (docs/operations.md, "Backup and restore"). The schema
// is code (migrations and the entity declarations), so a backup holds the rows: every table copied
// out with COPY inside one snapshot, a manifest of row counts and checksums, and the media files
// when they live on disk. A restore brings a database to this version's schema, empties it, copies
// the rows back in dependency order and checks the counts and checksums against the manifest.
// Counters and statistics rollups are not copied: the triggers that keep them count the restored
// rows as they arrive. Works with the embedded PostgreSQL, whose major version no installed pg_dump
// matches, and with any external one.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export const BACKUP_FORMAT = 1;

/** Tables the server derives from others (trigger-kept counters and rollups), writes itself (migrations) or keeps a short while (send limits, providers' pace, browser phones on). */
export const DERIVED_TABLES = ['entity_counts', 'order_counts', 'stat_rollup', 'stat_fact', 'stat_zone', 'send_limit_hit', 'provider_pace', 'voice_agent', 'kysely_migration', 'kysely_migration_lock'];

export interface TableFigure {
  name: string;
  rows: number;
  /** md5 over the md5 of each row's text, in order */
  checksum: string;
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** the migrations the database had: a restore needs a version that has them all */
  migrations: string[];
  tables: TableFigure[];
  sequences: { name: string; value: string | null }[];
  media: boolean;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function dataTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((r) => r.name).filter((t) => !DERIVED_TABLES.includes(t));
}

/** The tables in an order where each comes after the tables its foreign keys point at. */
async function dependencyOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
  const unquote = (t: string) => t.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of rows) {
    const child = unquote(r.child);
    const parent = unquote(r.parent);
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string, trail: string[]) => {
    if (state.get(t) === 'done') return;
    if (state.get(t) === 'visiting') throw new Error(`foreign keys form a cycle: ${[...trail, t].join(' -> ')}`);
    state.set(t, 'visiting');
    for (const p of parents.get(t)!) visit(p, [...trail, t]);
    state.set(t, 'done');
    order.push(t);
  };
  for (const t of tables) visit(t, []);
  return order;
}

/** Row count and checksum of each table, read in the caller's transaction. */
export async function tableFigures(client: pg.ClientBase, tables: string[]): Promise<TableFigure[]> {
  const out: TableFigure[] = [];
  for (const name of tables) {
    const { rows } = await client.query<{ rows: string; checksum: string }>(
      `SELECT count(*) AS rows, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS checksum FROM (SELECT md5(t::text) AS h FROM ${ident(name)} t) x`,
    );
    out.push({ name, rows: Number(rows[0].rows), checksum: rows[0].checksum });
  }
  return out;
}

const copyFile = (dir: string, table: string) => path.join(dir, 'db', `${table}.copy`);

/**
 * Writes a backup of the database at `url` (and of `mediaDir` when given) into `dir`, which must
 * not exist yet. Every table is read in one snapshot, so the copy is consistent while the server
 * keeps running.
 */
export async function backup(url: string, dir: string, mediaDir?: string): Promise<BackupManifest> {
  if (fs.existsSync(dir)) throw new Error(`${dir} already exists: back up into a new folder`);
  await fsp.mkdir(path.join(dir, 'db'), { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await dataTables(client);
    for (const table of tables) {
      await pipeline(client.query(copyTo(`COPY ${ident(table)} TO STDOUT`)), fs.createWriteStream(copyFile(dir, table)));
    }
    const figures = await tableFigures(client, tables);
    const migrations = (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((r) => r.name);
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
      )
    ).rows;
    await client.query('COMMIT');
    let media = false;
    if (mediaDir && fs.existsSync(mediaDir)) {
      await fsp.cp(mediaDir, path.join(dir, 'media'), { recursive: true });
      media = true;
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations, tables: figures, sequences, media };
    await fsp.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup in `dir` into the database at `url`, which the caller has brought to this
 * version's schema (migrate): its data is replaced, in one transaction, and checked against the
 * manifest before it commits. The media files go back into `mediaDir` when both have them.
 */
export async function restore(url: string, dir: string, mediaDir?: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${dir}: backup format ${manifest.format}, this version reads ${BACKUP_FORMAT}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const known = new Set((await client.query<{ name: string }>('SELECT name FROM kysely_migration')).rows.map((r) => r.name));
    const newer = manifest.migrations.filter((m) => !known.has(m));
    if (newer.length) throw new Error(`the backup comes from a newer version (migration ${newer[0]}): restore it with that version`);
    const tables = await dataTables(client);
    const missing = manifest.tables.map((t) => t.name).filter((t) => !tables.includes(t));
    if (missing.length) throw new Error(`the backup has tables this version does not: ${missing.join(', ')}`);
    await client.query('BEGIN');
    // triggers with side effects (an opening transaction for a new business, token revocation) would
    // add to the restored rows: off until the rows are in; the counting triggers stay on
    const { rows: sideEffects } = await client.query<{ tbl: string; name: string }>(`
      SELECT t.tgrelid::regclass::text AS tbl, t.tgname AS name FROM pg_trigger t
      WHERE NOT t.tgisinternal AND t.tgrelid::regclass::text = ANY($1)
        AND t.tgfoid::regproc::text !~ '^(entity_counts_change|order_counts_[a-z_]+|stat_[a-z_]+_change)$'`, [tables.map(ident).concat(tables)]);
    for (const t of sideEffects) await client.query(`ALTER TABLE ${t.tbl} DISABLE TRIGGER ${ident(t.name)}`);
    // emptied in one statement (foreign keys between them allowed); the triggers clear counters and rollups
    await client.query(`TRUNCATE ${[...tables, 'entity_counts', 'order_counts', 'stat_rollup'].map(ident).join(', ')}`);
    const inBackup = new Set(manifest.tables.map((t) => t.name));
    for (const table of await dependencyOrder(client, tables)) {
      if (!inBackup.has(table)) continue; // a table this version added since: stays empty
      await pipeline(fs.createReadStream(copyFile(dir, table)), client.query(copyFrom(`COPY ${ident(table)} FROM STDIN`)));
    }
    for (const s of manifest.sequences) {
      if (s.value === null) continue;
      await client.query(`SELECT setval($1::regclass, $2::bigint)`, [ident(s.name), s.value]);
    }
    for (const t of sideEffects) await client.query(`ALTER TABLE ${t.tbl} ENABLE TRIGGER ${ident(t.name)}`);
    const figures = await tableFigures(client, manifest.tables.map((t) => t.name));
    const wrong = figures.filter((f, i) => f.rows !== manifest.tables[i].rows || f.checksum !== manifest.tables[i].checksum);
    if (wrong.length) throw new Error(`restored rows differ from the backup in ${wrong.map((w) => w.name).join(', ')}`);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
  if (manifest.media && mediaDir) {
    await fsp.rm(mediaDir, { recursive: true, force: true });
    await fsp.cp(path.join(dir, 'media'), mediaDir, { recursive: true });
  }
  return manifest;
}
