// Demo data of the stores' whole records, sections, pages, zip codes and links, written through the entities' repositories on a fresh database, after the
// order data (stores, businesses, franchises, customers and products exist by then).
import { sql } from 'kysely';
import { WEEKDAYS } from '../../contract/fields';
import { STORE_DEFAULTS } from '../../contract/stores';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

const CITIES = ['Los Angeles', 'Santa Monica', 'Pasadena', 'Burbank', 'Malibu'];
const ZIPS = ['90001', '90024', '90210', '90401', '91101', '91502', '90265'];

export async function seedStores(db: Db, repos: SeedRepositories): Promise<void> {
  const { rows: stores } = await sql<{ id: number; name: string }>`SELECT id::int AS id, name FROM store WHERE NOT deleted ORDER BY id`.execute(db);
  for (const [i, s] of stores.entries()) {
    const city = CITIES[i % CITIES.length];
    await repos.store.update(
      s.id,
      {
        verified: i % 2 === 0,
        main: i === 0,
        companyName: `${s.name} LLC`,
        storeIndustry: 'Retail',
        favoriteColor: '#1976d2',
        paymentMethods: [{ paymentMethod: 'payOnDelivery' }, { paymentMethod: 'cash' }, ...(i % 2 ? [{ paymentMethod: 'zelle' as const }] : [])],
        addresses: [
          {
            address: `${100 + i} Main St`,
            city,
            state: 'CA',
            country: 'United States',
            postCode: ZIPS[i % ZIPS.length],
            phone: `(310) 555-01${String(i).padStart(2, '0')}`,
            isDefault: true,
            location: { lat: STORE_DEFAULTS.location.lat + i / 100, lng: STORE_DEFAULTS.location.lng - i / 100 },
          },
        ],
        operationHours: Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '09:00', close: d === 'sunday' ? '15:00' : '21:00', fullTime: false, closed: false }])),
        policy: [{ languageId: 1, privacy: `${s.name} keeps your data to deliver your orders.`, terms: `Orders at ${s.name} are final once delivered.` }],
        additionalInformation: { onlineOrder: true, delivery: true, pickup: true, wheelchairAccessible: i % 2 === 0, parkingLot: true },
      },
      SEED,
    );
    const section = await repos.storeSection.create({ name: `${s.name} welcome`, storeId: s.id, type: 'text', content: `Welcome to ${s.name}.`, sortOrder: 1 }, SEED);
    const products = await repos.storeSection.create({ name: `${s.name} best sellers`, storeId: s.id, type: 'products', sortOrder: 2 }, SEED);
    await repos.storePage.create({ title: 'Home', storeId: s.id, slug: 'home', sections: [section.storeSectionId, products.storeSectionId] }, SEED);
    await repos.storeHeader.create({ storeId: s.id, title: s.name, links: [{ title: 'Home', url: '/' }] }, SEED);
    await repos.storeFooter.create({ storeId: s.id, title: s.name, text: `© ${s.name}`, links: [{ title: 'Privacy', url: '/privacy' }] }, SEED);
    await repos.storeBanner.create({ title: `${s.name} opening week`, storeId: s.id, link: '/', sortOrder: 1 }, SEED);
  }
  for (const postalCode of ZIPS) await repos.zip.create({ postalCode }, SEED);
}
