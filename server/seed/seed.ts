import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { allPermissions } from '../../contract/permission-catalog';
import { ADMIN_GROUP_ID, SIGN_UP_GROUP_ID } from '../../contract/entities/userGroup';
import { BALANCE_PERMISSION, DELIVERY_PERMISSION, type Permission } from '../../contract/permissions';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { seedNotifications } from './notifications.seed';
import { DEMO_VOLUME, generateOrderData, seedOrderLookups } from './orders.seed';

export { ADMIN_GROUP_ID, SIGN_UP_GROUP_ID };

const read = (value: string): Permission => ({ value, type: 'access' });

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
      read('sale/order'),
      { value: 'sale/order', type: 'modify' },
      { value: 'sale/order', type: 'archive_and_recover' },
      read('sale/order/statistics'),
      read(BALANCE_PERMISSION),
    ],
  },
  { id: 3, name: 'driver', permissions: () => [read('sale/order'), read(DELIVERY_PERMISSION)] },
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
 * Demo data on first run (an empty user table). On every start the admin group is given any
 * permission added to the product since, so it keeps holding everything.
 */
export async function seed(db: Db, opts: { dataDir?: string; adminPassword?: string }): Promise<SeedResult> {
  const adminPassword = await adminPasswordFor(opts.dataDir, opts.adminPassword);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM app_user`.execute(db);
  const created = rows[0].n === 0;
  if (created) {
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO language (id, name, code, locale, status, sort_order) VALUES
        (1, 'English', 'en', 'en-US', true, 1), (2, 'Español', 'es', 'es-ES', true, 2)`.execute(trx);
      await sql`INSERT INTO currency (id, title, code, symbol_left, symbol_right, decimal_place, value, status) VALUES
        (1, 'Euro', 'EUR', '', '€', 2, 1.1, true), (2, 'US Dollar', 'USD', '$', '', 2, 1, true)`.execute(trx);
      for (const g of DEMO_GROUPS) {
        await sql`INSERT INTO user_group (id, name, permissions) VALUES (${g.id}, ${g.name}, ${JSON.stringify(g.permissions())}::jsonb)`.execute(trx);
      }
      const hash = await hashPassword(adminPassword);
      const users = [
        ['admin', 'Admin', 'Istrator', 'admin@example.com', ADMIN_GROUP_ID],
        ['manager', 'Mona', 'Manager', 'manager@example.com', 2],
        ['driver', 'Dario', 'Driver', 'driver@example.com', 3],
      ] as const;
      for (const [username, firstname, lastname, email, group] of users) {
        await sql`INSERT INTO app_user (username, firstname, lastname, email, phone, password, status, user_group_id, sort_order, salary, working_hours)
          VALUES (${username}, ${firstname}, ${lastname}, ${email}, '(555) 010-0000', ${hash}, true, ${group}, 0,
                  '{"monthlySalary":0,"hourlyRate":0,"perOrderRate":0}'::jsonb, '{}'::jsonb)`.execute(trx);
      }
      // explicit ids above: move the identity sequences past them
      for (const table of ['language', 'currency', 'user_group']) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(trx);
      }
    });
  }
  await sql`UPDATE user_group SET permissions = ${JSON.stringify(allPermissions())}::jsonb WHERE id = ${ADMIN_GROUP_ID}`.execute(db);
  await (created ? generateOrderData(db, DEMO_VOLUME) : seedOrderLookups(db));
  await seedNotifications(db);
  return { adminPassword, created };
}
