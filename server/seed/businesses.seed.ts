// Demo data of plans, subscriptions, transactions, digital cards and equipment, written through the entities' repositories on a fresh database, after the
// order data (stores, businesses, franchises, customers and products exist by then). The businesses' starting balances are already in the ledger
// (their opening transactions, migration 0012_businesses); the transactions below move them through the hooks like any other.
import { sql } from 'kysely';
import { DEFAULT_LANGUAGE_ID } from '../../contract/products';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

const described = (name: string) => ({ name, descriptions: [{ languageId: DEFAULT_LANGUAGE_ID, name }] });

export async function seedBusinesses(db: Db, repos: SeedRepositories): Promise<void> {
  const { rows: businesses } = await sql<{ id: number }>`SELECT id FROM business WHERE NOT deleted ORDER BY id LIMIT 10`.execute(db);
  const { rows: customers } = await sql<{ id: number }>`SELECT id FROM customer WHERE NOT deleted ORDER BY id LIMIT 3`.execute(db);

  const plans = [];
  for (const [name, price] of [['Starter', 29], ['Business', 99], ['Enterprise', 299]] as const) {
    plans.push(await repos.plan.create({ ...described(name), descriptions: [{ languageId: DEFAULT_LANGUAGE_ID, name, description: `${name} plan` }], price }, SEED));
  }

  for (const [i, b] of businesses.entries()) {
    await repos.business.update(b.id, { callsCount: 12 + i * 7 }, SEED);
    await repos.transaction.create({ businessId: b.id, amount: 250 + i * 40, ...described('Top-up') }, SEED);
    await repos.transaction.create({ businessId: b.id, amount: -(35 + i * 5), ...described('SMS campaign') }, SEED);
    await repos.transaction.create({ businessId: b.id, amount: -(12.5 + i), ...described('Calls') }, SEED);
    const plan = plans[i % plans.length];
    await repos.planSubscription.create(
      {
        planId: plan.planId,
        businessId: b.id,
        promoCode: i === 0 ? { code: 'WELCOME10' } : {},
        payment: { brand: i % 2 ? 'mastercard' : 'visa', status: 'paid', last4: String(4242 + i * 1111).slice(-4) },
      },
      SEED,
    );
  }

  const cards = [
    { firstname: 'Ana', lastname: 'Silva', companyName: 'Silva Florist', occupation: 'Owner', websiteUrl: 'https://silva.example.com', city: 'Los Angeles' },
    { firstname: 'Ben', lastname: 'Okafor', companyName: 'Okafor Auto', occupation: 'Manager', websiteUrl: 'https://okafor.example.com', city: 'Santa Monica' },
    { firstname: 'Chloe', lastname: 'Martin', companyName: 'Martin Bakery', occupation: 'Baker', websiteUrl: 'https://martin.example.com', city: 'Pasadena' },
  ];
  for (const [i, c] of cards.entries()) {
    await repos.digitalCard.create(
      {
        firstname: c.firstname,
        lastname: c.lastname,
        companyName: c.companyName,
        occupation: c.occupation,
        websiteUrl: c.websiteUrl,
        license: `LIC-${1000 + i}`,
        customerId: customers[i]?.id ?? null,
        serviceId: i + 1,
        status: true,
        socials: [{ type: 'instagram', url: `https://instagram.com/${c.lastname.toLowerCase()}` }],
        banners: [],
        address: { address: `${100 + i} Main St`, city: c.city, state: 'CA', country: 'US', zipCode: '90001', location: { lat: 34.123109 + i / 100, lng: -118.49966 + i / 100 } },
      },
      SEED,
    );
  }

  const types = [];
  for (const name of ['Scanner', 'Printer', 'Vehicle']) types.push(await repos.equipmentType.create({ name }, SEED));
  const conditions = [];
  for (const name of ['New', 'Used', 'Needs repair']) conditions.push(await repos.equipmentCondition.create({ name }, SEED));
  const items = [
    { name: 'Barcode scanner', model: 'ZB-200', t: 0, c: 0, price: 149, quantity: 6, attachedCount: 4, workedHours: 320 },
    { name: 'Receipt printer', model: 'TM-88', t: 1, c: 1, price: 289, quantity: 3, attachedCount: 3, workedHours: 1210 },
    { name: 'Delivery van', model: 'Transit', t: 2, c: 1, price: 38500, quantity: 2, attachedCount: 1, workedHours: 2400 },
    { name: 'Label printer', model: 'QL-800', t: 1, c: 2, price: 99, quantity: 1, attachedCount: 0, workedHours: 75 },
  ];
  for (const e of items) {
    await repos.equipment.create(
      {
        name: e.name,
        model: e.model,
        typeId: types[e.t].equipmentTypeId,
        conditionId: conditions[e.c].conditionId,
        price: e.price,
        quantity: e.quantity,
        attachedCount: e.attachedCount,
        workedHours: e.workedHours,
        images: [],
      },
      SEED,
    );
  }
}
