// Versioned migrations, applied in order at start. Entity tables themselves are kept in step
// with their declarations by entity-sync.ts; migrations hold everything else (indexes on large
// tables, non-entity tables, data changes).
import type { Migration } from 'kysely';
import * as m0001 from './0001_core';

export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
};
