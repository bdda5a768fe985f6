// Demo data of customer groups and customers beyond the order data, written through the entities' repositories on a fresh database, after the
// order data (stores, businesses, franchises, customers and products exist by then).
import type { Db } from '../db/database';
import type { SeedRepositories } from './seed-repositories';

export async function seedCustomers(_db: Db, _repos: SeedRepositories): Promise<void> {}
