import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface NewStoredFile {
  kind: string;
  name: string;
  mime: string;
  data: Buffer;
  createdBy: number;
}

export interface ServedFile {
  name: string;
  mime: string;
  data: Buffer;
}

/** A stored file's key in URLs: 128 random bits (contract/uploads.ts FILE_KEY_PATTERN). */
const newFileKey = () => randomBytes(16).toString('base64url');

/** All SQL of stored files: the sequential id stays internal (fileId), URLs carry the key. */
export class StoredFilesRepository {
  constructor(private readonly db: Db) {}

  async insert(file: NewStoredFile): Promise<{ id: number; key: string }> {
    const { rows } = await sql<{ id: number; key: string }>`
      INSERT INTO stored_file (kind, key, name, mime, size, data, created_by)
      VALUES (${file.kind}, ${newFileKey()}, ${file.name}, ${file.mime}, ${file.data.length}, ${file.data}, ${file.createdBy})
      RETURNING id::int AS id, key`.execute(this.db);
    return rows[0];
  }

  async byKey(kind: string, key: string): Promise<ServedFile | undefined> {
    const { rows } = await sql<ServedFile>`SELECT name, mime, data FROM stored_file WHERE key = ${key} AND kind = ${kind}`.execute(this.db);
    return rows[0];
  }
}
