// Demo data of discounts, promo codes and promotions, written through the entities' repositories on a fresh database, after the
// order data (stores, businesses, franchises, customers and products exist by then).
import type { Db } from '../db/database';
import type { SeedRepositories } from './seed-repositories';

export async function seedPromotions(_db: Db, _repos: SeedRepositories): Promise<void> {}
