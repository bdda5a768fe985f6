import { sql } from 'kysely';
import { NOTIFICATION_KINDS } from '../../contract/notifications';
import type { Db } from '../db/database';

/** Notification groups and one type per kind the product raises; only into empty tables. */
export const DEMO_NOTIFICATION_GROUPS: { name: string; types: { name: string; description: string; email?: boolean; push?: boolean }[] }[] = [
  {
    name: 'Sales',
    types: [
      { name: NOTIFICATION_KINDS.order, description: 'A new order arrived', email: true, push: true },
      { name: NOTIFICATION_KINDS.orderStatus, description: 'An order changed status', push: true },
    ],
  },
  {
    name: 'Communications',
    types: [
      { name: NOTIFICATION_KINDS.chat, description: 'A new chat message', push: true },
      { name: NOTIFICATION_KINDS.inboundSms, description: 'An inbound SMS', push: true },
    ],
  },
  { name: 'Catalog', types: [{ name: NOTIFICATION_KINDS.review, description: 'A new product review', email: true }] },
  { name: 'Delivery', types: [{ name: NOTIFICATION_KINDS.orderDelivery, description: 'A delivery route changed', push: true }] },
];

export async function seedNotifications(db: Db): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_type_group`.execute(db);
  if (rows[0].n > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const group of DEMO_NOTIFICATION_GROUPS) {
      const g = await sql<{ id: number }>`INSERT INTO notification_type_group (name) VALUES (${group.name}) RETURNING id`.execute(trx);
      for (const t of group.types) {
        await sql`INSERT INTO notification_type (name, description, notification_type_group_id, in_app, email, push, sms, status, sounds)
                  VALUES (${t.name}, ${t.description}, ${g.rows[0].id}, true, ${t.email ?? false}, ${t.push ?? false}, false, true, '[]'::jsonb)
                  ON CONFLICT DO NOTHING`.execute(trx);
      }
    }
  });
}
