import { sql } from 'kysely';
import { NOTIFICATION_KINDS } from '../../contract/notifications';
import type { Db } from '../db/database';
import type { Actor } from '../engine/entity-hooks';
import { inTransaction } from '../engine/entity.repository';
import type { SeedRepositories } from './seed-repositories';

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

export async function seedNotifications(db: Db, repos: SeedRepositories, actor: Actor): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_type_group`.execute(db);
  if (rows[0].n > 0) return;
  await inTransaction(db, async (tx) => {
    for (const group of DEMO_NOTIFICATION_GROUPS) {
      const g = await repos.notificationTypeGroup.create({ name: group.name }, actor, { tx });
      for (const t of group.types) {
        await repos.notificationType.create(
          { name: t.name, description: t.description, notificationTypeGroupId: g.notificationTypeGroupId, inApp: true, email: t.email ?? false, push: t.push ?? false, sms: false, status: true, sounds: [] },
          actor,
          { tx },
        );
      }
    }
  });
}
