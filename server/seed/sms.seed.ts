// Demo data of SMS, bulk SMS campaigns, SMS groups, domains and phones, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (stores, businesses, customers and orders exist by then).
import type { Db } from '../db/database';
import type { SeedRepositories } from './seed-repositories';

export async function seedSms(_db: Db, _repos: SeedRepositories): Promise<void> {}
