import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { entities, entityList } from '../../contract/entities';
import { isScoped } from '../../contract/tenancy';
import { ORDER_STATISTICS_PERMISSION } from '../../contract/orders/order-status';
import { allPermissions } from '../../contract/permission-catalog';
import { ADMIN_GROUP_ID, SIGN_UP_GROUP_ID } from '../../contract/entities/userGroup';
import { BALANCE_PERMISSION, DELIVERY_PERMISSION, type Permission } from '../../contract/permissions';
import type { Db } from '../db/database';
import type { EntityName } from '../../contract/entities';
import { inTransaction } from '../engine/entity.repository';
import { SEED, seedRepositories } from './seed-repositories';
import { seedNotifications } from './notifications.seed';
import { seedMedia } from './media.seed';
import { seedBusinesses } from './businesses.seed';
import { seedCustomers } from './customers.seed';
import { seedPromotions } from './promotions.seed';
import { seedSms } from './sms.seed';
import { seedCall } from './call.seed';
import { seedChat } from './chat.seed';
import { seedStores } from './stores.seed';
import { seedDelivery } from './delivery.seed';
import { seedInventory } from './inventory.seed';
import { DEMO_VOLUME, generateOrderData, seedOrderLookups } from './orders.seed';

export { ADMIN_GROUP_ID, SIGN_UP_GROUP_ID };

const read = (value: string): Permission => ({ value, type: 'access' });

/** What the demo operator group holds: every right on the entities a business owns, read on the platform's, and the dashboard. */
function operatorPermissions(): Permission[] {
  const owned = entityList.filter((d) => isScoped(d.scope) && d.name !== 'business').map((d) => d.permission);
  const shared = entityList.filter((d) => d.scope === 'platform').map((d) => d.permission);
  const all = allPermissions();
  return all.filter((p) => owned.includes(p.value) || (p.type === 'access' && (shared.includes(p.value) || p.value.endsWith('/statistics') || p.value === entities.business.permission || p.value === BALANCE_PERMISSION)));
}

/** Demo groups: admin holds everything; the others hold what their role needs. */
export const DEMO_GROUPS: { id: number; name: string; permissions: () => Permission[] }[] = [
  { id: ADMIN_GROUP_ID, name: 'admin', permissions: allPermissions },
  {
    id: 2,
    name: 'manager',
    permissions: () => [
      read('localisation/language'),
      read('localisation/currency'),
      read('system/user'),
      { value: 'system/user', type: 'modify' },
      read(entities.order.permission),
      { value: entities.order.permission, type: 'modify' },
      { value: entities.order.permission, type: 'archive_and_recover' },
      read(ORDER_STATISTICS_PERMISSION),
      read(BALANCE_PERMISSION),
    ],
  },
  { id: 3, name: 'driver', permissions: () => [read(entities.order.permission), read(DELIVERY_PERMISSION), read(entities.deliveryRoute.permission)] },
  // a business's or franchise's own staff (docs/tenancy.md): every right on what a business runs, the
  // platform's data (catalogue, languages, plans) to read
  { id: 4, name: 'operator', permissions: operatorPermissions },
  { id: SIGN_UP_GROUP_ID, name: 'sign-up', permissions: () => [] },
];

export interface SeedResult {
  adminPassword: string;
  /** true when this start created the demo data */
  created: boolean;
}

async function adminPasswordFor(dataDir: string | undefined, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = dataDir ? path.join(dataDir, 'admin-password.txt') : undefined;
  const stored = file ? await fs.readFile(file, 'utf8').catch(() => '') : '';
  if (stored.trim()) return stored.trim();
  const generated = randomBytes(12).toString('base64url');
  if (file) {
    await fs.mkdir(dataDir!, { recursive: true });
    await fs.writeFile(file, generated + '\n', { mode: 0o600 });
  }
  return generated;
}

/**
 * Demo data on first run (an empty user table), written through the entities' repositories (their
 * rules, defaults and audit). On every start the admin group is given any permission added to the
 * product since, so it keeps holding everything. The demo orders are generated in bulk
 * (orders.seed.ts), as the bench generates a million.
 */
export async function seed(db: Db, opts: { dataDir?: string; adminPassword?: string }): Promise<SeedResult> {
  const adminPassword = await adminPasswordFor(opts.dataDir, opts.adminPassword);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM app_user`.execute(db);
  const created = rows[0].n === 0;
  const repos = seedRepositories(db);
  if (created) {
    await inTransaction(db, async (tx) => {
      const add = (name: EntityName, values: Record<string, unknown>, id?: number) => repos[name].create(values, SEED, { tx, id });
      await add('language', { name: 'English', code: 'en', locale: 'en-US', status: true, sortOrder: 1 }, 1);
      await add('language', { name: 'Español', code: 'es', locale: 'es-ES', status: true, sortOrder: 2 }, 2);
      await add('currency', { title: 'Euro', code: 'EUR', symbolLeft: '', symbolRight: '€', decimalPlace: 2, value: 1.1, status: true }, 1);
      await add('currency', { title: 'US Dollar', code: 'USD', symbolLeft: '$', symbolRight: '', decimalPlace: 2, value: 1, status: true }, 2);
      for (const g of DEMO_GROUPS) await add('userGroup', { name: g.name, permissions: g.permissions() }, g.id);
      const users = [
        ['admin', 'Admin', 'Istrator', 'admin@example.com', ADMIN_GROUP_ID],
        ['manager', 'Mona', 'Manager', 'manager@example.com', 2],
        ['driver', 'Dario', 'Driver', 'driver@example.com', 3],
      ] as const;
      for (const [username, firstname, lastname, email, group] of users) {
        await add('user', { username, firstname, lastname, email, phone: '(555) 010-0000', password: adminPassword, status: true, user_group_id: group });
      }
      // explicit ids above: move the identity sequences past them
      for (const table of ['language', 'currency', 'user_group']) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(tx.trx);
      }
    });
  }
  // demo pictures (media library, folder Products): demoImageUrls(db) gives their URLs to demo products;
  // a seed without a data folder (the API tests' template) writes their records only
  if (created) await seedMedia(repos, { storeFiles: opts.dataDir !== undefined });
  await repos.userGroup.update(ADMIN_GROUP_ID, { permissions: allPermissions() }, SEED);
  await (created ? generateOrderData(db, DEMO_VOLUME) : seedOrderLookups(db));
  if (created) {
    await seedStores(db, repos);
    await seedCustomers(db, repos);
    await seedBusinesses(db, repos);
    await seedPromotions(db, repos);
    await seedInventory(db, repos);
    await seedDelivery(db, repos);
    await seedSms(db, repos);
    await seedCall(db, repos);
    await seedChat(db, repos);
    await seedOperators(db, repos, adminPassword);
  }
  await seedNotifications(db, repos, SEED);
  return { adminPassword, created };
}

/**
 * Two users bound to the first demo business (docs/tenancy.md): `operator` runs the business, and
 * `franchisee` one franchise of it; both see that business's (or franchise's) rows only.
 */
async function seedOperators(db: Db, repos: ReturnType<typeof seedRepositories>, password: string): Promise<void> {
  const { rows } = await sql<{ business: number; franchise: number | null }>`
    SELECT b.id AS business, (SELECT min(f.id) FROM franchise f WHERE f.business_id = b.id AND NOT f.deleted) AS franchise
    FROM business b WHERE NOT b.deleted ORDER BY b.id LIMIT 1`.execute(db);
  if (!rows.length) return;
  const { business, franchise } = rows[0];
  const common = { phone: '(555) 010-0000', password, status: true, user_group_id: 4 };
  await repos.user.create({ ...common, username: 'operator', firstname: 'Olga', lastname: 'Operator', email: 'operator@example.com', businessId: business }, SEED);
  if (franchise) await repos.user.create({ ...common, username: 'franchisee', firstname: 'Frank', lastname: 'Franchisee', email: 'franchisee@example.com', businessId: business, franchiseId: franchise }, SEED);
}
