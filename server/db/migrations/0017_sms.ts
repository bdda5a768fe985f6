// Tables and indexes of the SMS area beyond its declarations' own tables (which entity-sync.ts keeps).
import type { Db } from '../database';

export async function up(_db: Db): Promise<void> {}
