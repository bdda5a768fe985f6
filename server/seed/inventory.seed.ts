// Demo data of Purchases, suppliers and warehouses, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (stores, franchises, customers, products and orders exist by then).
// Receipts go through the purchase hook, so warehouse stock and catalogue quantities follow.
import { sql } from 'kysely';
import { WEEKDAYS } from '../../contract/fields';
import type { PurchaseLine, PurchaseLineOption } from '../../contract/inventory/purchase-lines';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

const hours = (open: string, close: string) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'sunday' ? { open: '', close: '', fullTime: false, closed: true } : { open, close, fullTime: false, closed: false }]));

const SUPPLIERS = [
  { name: 'Pacific Coast Wholesale', email: 'orders@pacificcoast.example', phone: '(213) 555-0141', contact: 'Maria Lopez', city: 'Los Angeles', zip: '90021' },
  { name: 'Golden State Distributors', email: 'sales@goldenstate.example', phone: '(323) 555-0187', contact: 'James Carter', city: 'Vernon', zip: '90058' },
  { name: 'Sunset Trading Co.', email: 'hello@sunsettrading.example', phone: '(310) 555-0119', contact: 'Aiko Tanaka', city: 'Torrance', zip: '90501' },
];

const WAREHOUSES = [
  { name: 'LA Downtown', address: '1200 S Alameda St', area: 'Downtown', zip: '90021', lat: 34.0286, lng: -118.2394 },
  { name: 'LA Westside', address: '3000 S Sepulveda Blvd', area: 'West Los Angeles', zip: '90034', lat: 34.0259, lng: -118.4289 },
  { name: 'LA Harbor', address: '2100 E Pacific Coast Hwy', area: 'Wilmington', zip: '90744', lat: 33.7901, lng: -118.2419 },
];

interface SeedProduct {
  id: number;
  name: string | null;
  price: number;
  productOptions: { option?: { optionId?: number; name?: string }; values?: { optionValueId?: number; name?: string }[] }[] | null;
}

/** Up to two option combinations of a product: its first option's first two values, or none. */
function combinations(p: SeedProduct): PurchaseLineOption[][] {
  const first = (p.productOptions ?? []).find((po) => po.option?.optionId && (po.values?.length ?? 0) > 0);
  if (!first) return [[]];
  return first.values!.slice(0, 2).map((v) => [{ optionId: first.option!.optionId!, optionValueId: v.optionValueId!, name: first.option?.name ?? null, value: v.name ?? null }]);
}

export async function seedInventory(db: Db, repos: SeedRepositories): Promise<void> {
  const suppliers: number[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const row = await repos.supplier.create(
      {
        name: s.name,
        balance: [0, 1250.5, -320][i],
        emails: [s.email],
        phones: [s.phone],
        staff: [{ name: s.contact, position: 'Account manager', email: s.email, phone: s.phone }],
        notes: i === 0 ? 'Delivers Tuesdays and Fridays.' : null,
        descriptions: [{ languageId: 1, name: s.name, description: `${s.name}, a supplier based in ${s.city}, CA.` }],
        address: { address: `${400 + i * 17} Industrial Way`, city: s.city, state: 'CA', country: 'United States', zipCode: s.zip },
        hoursOfOperation: hours('07:00', '16:00'),
      },
      SEED,
    );
    suppliers.push(row.supplierId as number);
  }
  const warehouses: number[] = [];
  for (const w of WAREHOUSES) {
    const row = await repos.warehouse.create(
      {
        name: w.name,
        descriptions: [{ languageId: 1, name: w.name, description: `The ${w.area} warehouse.` }],
        address: { address: w.address, city: 'Los Angeles', state: 'CA', area: w.area, country: 'United States', zipCode: w.zip, latitude: w.lat, longitude: w.lng },
        hoursOfOperation: hours('06:00', '22:00'),
      },
      SEED,
    );
    warehouses.push(row.warehouseId as number);
  }

  // products with options first, so the demo shows combinations
  const { rows: products } = await sql<SeedProduct>`
    SELECT id::int AS id, name, price::float AS price, product_options AS "productOptions" FROM product
    WHERE NOT deleted ORDER BY (jsonb_array_length(coalesce(product_options, '[]'::jsonb)) > 0) DESC, id LIMIT 12`.execute(db);
  if (!products.length) return;

  for (let n = 0; n < 6; n++) {
    const lines: PurchaseLine[] = [];
    for (const p of products.slice((n * 2) % products.length, ((n * 2) % products.length) + 3)) {
      for (const options of combinations(p)) {
        const ordered = 10 + ((p.id + n) % 5) * 5;
        // the first purchases arrived: all or part received
        const received = n < 2 ? ordered : n < 4 ? Math.floor(ordered / 2) : 0;
        lines.push({ productId: p.id, productName: p.name, orderedQty: ordered, receivedQty: received, cost: Math.round(p.price * 55) / 100, tax: 0, purchaseProductOption: options });
      }
    }
    await repos.purchase.create(
      {
        reference: `PO-2026-${String(101 + n)}`,
        supplierId: suppliers[n % suppliers.length],
        warehouseId: warehouses[n % warehouses.length],
        dateArrival: new Date(Date.UTC(2026, 10, 2 + n * 3, 9)).toISOString(),
        notes: n === 0 ? 'First delivery of the season.' : null,
        purchaseProducts: lines,
      },
      SEED,
    );
  }
}
