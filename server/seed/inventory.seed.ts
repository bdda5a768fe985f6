// Demo data of Purchases, suppliers and warehouses, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (stores, franchises, customers, products and orders exist by then).
import type { Db } from '../db/database';
import type { SeedRepositories } from './seed-repositories';

export async function seedInventory(_db: Db, _repos: SeedRepositories): Promise<void> {}
