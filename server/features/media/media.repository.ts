// All SQL of the media library beyond the engine's: folders, and finding a stored file by its key.
import { sql } from 'kysely';
import { entities } from '../../../contract/entities';
import { folderName, MEDIA_KIND_LIST, MEDIA_KINDS, type MediaFolder, type MediaKind } from '../../../contract/media';
import type { Db } from '../../db/database';
import type { Trx } from '../../engine/entity.repository';

const tableOf = (kind: MediaKind) => sql.table(entities[MEDIA_KINDS[kind].entity].table);

/** Every folder path a path needs: 'a/b/c' -> ['a', 'a/b', 'a/b/c']. */
const withAncestors = (path: string): string[] => path.split('/').map((_n, i, names) => names.slice(0, i + 1).join('/'));

export interface ServedMedia {
  name: string;
  mime: string;
}

export class MediaRepository {
  constructor(private readonly db: Db) {}

  /** A library's folders, sorted by path, each with the number of files (active and archived) directly in it. */
  async folders(kind: MediaKind): Promise<MediaFolder[]> {
    const { rows } = await sql<{ path: string; files: number }>`
      SELECT f.path, (SELECT count(*)::int FROM ${tableOf(kind)} t WHERE t.folder = f.path) AS files
      FROM media_folder f WHERE f.kind = ${kind} ORDER BY f.path`.execute(this.db);
    return rows.map((r) => ({ path: r.path, name: folderName(r.path), files: r.files }));
  }

  async folderExists(kind: MediaKind, path: string, db: Db | Trx = this.db): Promise<boolean> {
    if (path === '') return true;
    const { rows } = await sql`SELECT 1 FROM media_folder WHERE kind = ${kind} AND path = ${path}`.execute(db);
    return rows.length > 0;
  }

  /** Creates the folder and any missing folder above it; true when the folder itself was new. */
  async ensureFolder(kind: MediaKind, path: string, db: Db | Trx = this.db): Promise<boolean> {
    if (path === '') return false;
    let created = false;
    for (const p of withAncestors(path)) {
      const { rows } = await sql`INSERT INTO media_folder (kind, path) VALUES (${kind}, ${p}) ON CONFLICT DO NOTHING RETURNING id`.execute(db);
      created = rows.length > 0;
    }
    return created;
  }

  /** What a folder holds: files directly or below it (active and archived), and folders below it. */
  async contents(kind: MediaKind, path: string, db: Db | Trx = this.db): Promise<{ files: number; folders: number }> {
    const below = path + '/%';
    const { rows } = await sql<{ files: number; folders: number }>`
      SELECT (SELECT count(*)::int FROM ${tableOf(kind)} WHERE folder = ${path} OR folder LIKE ${below}) AS files,
             (SELECT count(*)::int FROM media_folder WHERE kind = ${kind} AND path LIKE ${below}) AS folders`.execute(db);
    return rows[0];
  }

  async deleteFolder(kind: MediaKind, path: string, trx: Trx): Promise<void> {
    await sql`DELETE FROM media_folder WHERE kind = ${kind} AND path = ${path}`.execute(trx);
  }

  /** Renames a folder, the folders below it and the folder of every file in them. */
  async renameFolder(kind: MediaKind, from: string, to: string, trx: Trx): Promise<void> {
    const below = from + '/%';
    const rename = (col: ReturnType<typeof sql.ref>) => sql`${to} || substr(${col}, ${from.length + 1})`;
    await sql`UPDATE media_folder SET path = ${rename(sql.ref('path'))} WHERE kind = ${kind} AND (path = ${from} OR path LIKE ${below})`.execute(trx);
    await sql`UPDATE ${tableOf(kind)} SET folder = ${rename(sql.ref('folder'))}, date_modified = now() WHERE folder = ${from} OR folder LIKE ${below}`.execute(trx);
  }

  /** Locks a library's folders for a change of their tree (one change at a time per library). */
  async lockFolders(kind: MediaKind, trx: Trx): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'media_folder:' + kind}))`.execute(trx);
  }

  /** The record of a stored file, in whichever library holds it. */
  async byFileKey(key: string): Promise<ServedMedia | undefined> {
    const union = sql.join(
      MEDIA_KIND_LIST.map((k) => sql`SELECT name, mime FROM ${tableOf(k.kind)} WHERE file_key = ${key}`),
      sql` UNION ALL `,
    );
    const { rows } = await sql<ServedMedia>`SELECT * FROM (${union}) m LIMIT 1`.execute(this.db);
    return rows[0];
  }

  /** How many records of every library hold a file key (the key's files go when none does). */
  async holdersOf(key: string, db: Db | Trx = this.db, exceptKind?: MediaKind, exceptId?: number): Promise<number> {
    const union = sql.join(
      MEDIA_KIND_LIST.map((k) =>
        k.kind === exceptKind
          ? sql`SELECT id FROM ${tableOf(k.kind)} WHERE file_key = ${key} AND id IS DISTINCT FROM ${exceptId ?? null}`
          : sql`SELECT id FROM ${tableOf(k.kind)} WHERE file_key = ${key}`,
      ),
      sql` UNION ALL `,
    );
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${union}) m`.execute(db);
    return rows[0].n;
  }

  /** Ids of the library's records among `ids` that sit in `folder`. */
  async idsIn(kind: MediaKind, ids: number[], folder: string, trx: Trx): Promise<number[]> {
    const inFolder = folder === '' ? sql`(folder IS NULL OR folder = '')` : sql`folder = ${folder}`;
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${tableOf(kind)} WHERE id = ANY(${ids}) AND ${inFolder}`.execute(trx);
    return rows.map((r) => Number(r.id));
  }
}
