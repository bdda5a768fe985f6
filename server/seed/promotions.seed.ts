// Demo data of discounts, promo codes and promotions, written through the entities' repositories on a fresh database, after the
// order data (stores, businesses, franchises, customers and products exist by then): one discount of
// each type, a few promo codes the order form can apply, a promotion per first store, franchise types and
// descriptions, and traffic links with a month of visits.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SeedRepositories } from './seed-repositories';
import { SEED } from './seed-repositories';

const ids = async (db: Db, table: 'store' | 'product' | 'customer_group', limit: number): Promise<number[]> => {
  const { rows } = await sql<{ id: string }>`SELECT id FROM ${sql.table(table)} WHERE NOT deleted ORDER BY id LIMIT ${limit}`.execute(db);
  return rows.map((r) => Number(r.id));
};

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export async function seedPromotions(db: Db, repos: SeedRepositories): Promise<void> {
  const stores = await ids(db, 'store', 3);
  const products = await ids(db, 'product', 4);
  const customerGroups = await ids(db, 'customer_group', 3);

  const discounts = [
    { code: 'SPRING10', name: 'Spring 10%', type: 'Percentage', parcentOff: 10, startDate: days(-7), endDate: days(60) },
    { code: 'TAKE5', name: 'Five off orders over 50', type: 'Fixed amount', amountOff: 5, minimumRequirements: 'Minimum purchase amount', minPurchaseAmount: 50 },
    { code: 'SHIPFREE', name: 'Free delivery', type: 'Free shipping', usageLimits: 'Total limit', limit: 100 },
    {
      code: 'B2G1',
      name: 'Buy 2 get 1 free',
      type: 'Buy X get Y',
      customerBuy: { appliesTo: 'All products', quantity: 2, products: [], productGroup: [] },
      customerGet: { appliesTo: 'All products', type: 'Free', quantity: 1, maxBuyersCount: 1, products: [], productGroup: [] },
      usageLimits: 'One use per customer',
      oneUserLimit: 1,
    },
  ];
  for (const d of discounts) await repos.discount.create({ ...d, store: stores[0] ?? null, sendNotification: true }, SEED);

  const codes = [
    { name: 'Ten percent off', code: 'SAVE10', type: 'Percentage', percentOff: 10 },
    { name: 'Five dollars off', code: 'FIVEOFF', type: 'Fixed amount', amountOff: 5, minimumRequirements: 'Minimum quantity of items', minQuantity: 2 },
    { name: 'Free shipping', code: 'NOSHIP', type: 'Free shipping', usageLimits: 'Total limit and one use per customer', limit: 500, oneUserLimit: 1 },
    ...(customerGroups.length
      ? [{ name: 'VIP fifteen', code: 'VIP15', type: 'Percentage', percentOff: 15, customerEligibility: 'Specific groups of customers', customerGroup: customerGroups.slice(-1) }]
      : []),
  ];
  for (const c of codes) await repos.promoCode.create(c, SEED);

  for (const [i, storeId] of stores.entries()) {
    await repos.promotion.create(
      { name: `Featured product ${i + 1}`, url: `/promo/featured-${i + 1}`, storeId, productId: products[i] ?? null, status: true },
      SEED,
    );
  }

  // franchises of the order data get a business and license type and their description
  const { rows: franchises } = await sql<{ id: string; name: string }>`SELECT id, name FROM franchise WHERE NOT deleted ORDER BY id LIMIT 5`.execute(db);
  for (const [i, f] of franchises.entries()) {
    await repos.franchise.update(
      Number(f.id),
      { businesType: BUSINESS_TYPES[i % BUSINESS_TYPES.length], licenseType: i % 2 ? 'Unit' : 'Master', descriptions: [{ languageId: 1, name: f.name, description: `${f.name}, part of the demo network.` }] },
      SEED,
    );
  }

  // traffic links with a month of visits
  for (const [i, name] of ['Spring flyer', 'Newsletter', 'Partner site'].entries()) {
    const row = await repos.link.create({ name, url: `https://example.com/${name.toLowerCase().replace(/ /g, '-')}`, storeId: stores[0] ?? null, isActive: i < 2, startDate: days(-30) }, SEED);
    await sql`
      INSERT INTO link_visit (link_id, visited_at, referrer)
      SELECT ${Number(row.linkId)}::bigint, now() - (random() * interval '30 days'), 'https://news.example'
      FROM generate_series(1, ${40 - i * 15}::int)`.execute(db);
  }
}

const BUSINESS_TYPES = ['Restaurant', 'Grocery', 'Pharmacy'];
