// Demo data of customer groups and customers beyond the order data, written through the entities' repositories on a fresh database, after the
// order data (stores, businesses, franchises, customers and products exist by then): three groups with
// their descriptions, members, a few brands when the catalogue has none, reviews by customers, and the
// wishlists and carts of the first customers (tables of migration 0010, written in SQL).
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SeedRepositories } from './seed-repositories';
import { SEED } from './seed-repositories';

const GROUPS = [
  { name: 'Default', es: 'Predeterminado', description: 'Every new customer.', approval: false },
  { name: 'Wholesale', es: 'Mayorista', description: 'Businesses buying in bulk; approved by staff.', approval: true },
  { name: 'VIP', es: 'VIP', description: 'Customers with the most orders.', approval: false },
];

const BRANDS = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin'];

/** Customers given wishlists and carts (the first ones by id: they have orders too). */
const WITH_EXTRAS = 40;

export async function seedCustomers(db: Db, repos: SeedRepositories): Promise<void> {
  const groupIds: number[] = [];
  for (const [i, g] of GROUPS.entries()) {
    const row = await repos.customerGroup.create(
      {
        name: g.name,
        approval: g.approval,
        sortOrder: i + 1,
        descriptions: [
          { languageId: 1, name: g.name, description: g.description },
          { languageId: 2, name: g.es, description: '' },
        ],
      },
      SEED,
    );
    groupIds.push(Number(row.customerGroupId));
  }

  const { rows: customers } = await sql<{ id: string }>`SELECT id FROM customer WHERE NOT deleted ORDER BY id LIMIT 200`.execute(db);
  const ids = customers.map((c) => Number(c.id));
  // everyone in Default, every third in Wholesale, every tenth in VIP
  for (const [i, id] of ids.entries()) {
    const groups = [groupIds[0], ...(i % 3 === 0 ? [groupIds[1]] : []), ...(i % 10 === 0 ? [groupIds[2]] : [])];
    await repos.customer.update(id, { customerGroups: groups }, SEED);
  }

  const { rows: brandCount } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM brand`.execute(db);
  if (brandCount[0].n === 0) for (const name of BRANDS) await repos.brand.create({ name, status: true }, SEED);

  const extras = ids.slice(0, WITH_EXTRAS);
  if (!extras.length) return;
  const { rows: products } = await sql<{ id: string; name: string | null }>`SELECT id, name FROM product WHERE NOT deleted ORDER BY id LIMIT 20`.execute(db);
  for (const [i, id] of extras.slice(0, 10).entries()) {
    const product = products[i % Math.max(1, products.length)];
    if (!product) break;
    const { rows } = await sql<{ firstname: string; lastname: string }>`SELECT firstname, lastname FROM customer WHERE id = ${id}`.execute(db);
    await repos.review.create(
      { productId: Number(product.id), customerId: id, author: `${rows[0].firstname} ${rows[0].lastname}`.slice(0, 200), rating: 1 + (i % 5), text: 'Arrived on time and as described.', status: i % 3 !== 0 },
      SEED,
    );
  }

  // wishlists and carts: a few products and brands per customer, spread over the last weeks
  await sql`
    INSERT INTO customer_wishlist_product (customer_id, product_id, date_added)
    SELECT c.id, p.id, now() - ((c.n * 7 + p.n) % 30) * interval '1 day'
    FROM unnest(${extras}::bigint[]) WITH ORDINALITY AS c(id, n)
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM product WHERE NOT deleted ORDER BY id LIMIT 20) p ON (p.n + c.n) % 3 = 0
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO customer_wishlist_brand (customer_id, brand_id, date_added)
    SELECT c.id, b.id, now() - ((c.n + b.n) % 20) * interval '1 day'
    FROM unnest(${extras}::bigint[]) WITH ORDINALITY AS c(id, n)
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM brand WHERE NOT deleted) b ON (b.n + c.n) % 2 = 0
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO customer_cart (customer_id, product_id, store_id, quantity, date_added)
    SELECT c.id, p.id, (SELECT min(id) FROM store), 1 + (c.n + p.n) % 3, now() - ((c.n + p.n) % 5) * interval '1 hour'
    FROM unnest(${extras}::bigint[]) WITH ORDINALITY AS c(id, n)
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM product WHERE NOT deleted ORDER BY id LIMIT 12) p ON (p.n + c.n) % 4 = 0`.execute(db);
}
