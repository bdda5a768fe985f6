import { sql } from 'kysely';
import type { NotificationItem, NotificationLinkData } from '../../../contract/notifications';
import type { Db } from '../../db/database';

interface ItemRow {
  id: number;
  receiver: number;
  type: string;
  content: string;
  message: string | null;
  sender_id: number | null;
  sender_username: string | null;
  data: NotificationLinkData;
  sound: string | null;
  is_read: boolean;
  created_at: Date;
}

export const toItem = (r: ItemRow): NotificationItem => ({
  _id: Number(r.id),
  type: r.type,
  content: r.content,
  message: r.message,
  sender: r.sender_id ? { userId: Number(r.sender_id), username: r.sender_username ?? '' } : null,
  is_read: r.is_read,
  created_at: new Date(r.created_at).toISOString(),
  user: Number(r.receiver),
  receiver: Number(r.receiver),
  data: r.data ?? {},
  sound: r.sound,
});

const SELECT = sql`SELECT n.id, n.receiver, n.type, n.content, n.message, n.sender_id, s.username AS sender_username,
                          n.data, n.sound, n.is_read, n.created_at
                   FROM notification n LEFT JOIN app_user s ON s.id = n.sender_id`;

export interface NewNotification {
  receiver: number;
  type: string;
  content: string;
  message?: string | null;
  senderId?: number | null;
  data?: NotificationLinkData;
  sound?: string | null;
}

/** All SQL of the notification list; every read and write is scoped to one receiver. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(items: NewNotification[]): Promise<NotificationItem[]> {
    if (!items.length) return [];
    const { rows } = await sql<{ id: number }>`
      INSERT INTO notification (receiver, type, content, message, sender_id, data, sound)
      SELECT * FROM unnest(${items.map((i) => i.receiver)}::bigint[], ${items.map((i) => i.type)}::text[],
                           ${items.map((i) => i.content)}::text[], ${items.map((i) => i.message ?? null)}::text[],
                           ${items.map((i) => i.senderId ?? null)}::bigint[], ${items.map((i) => JSON.stringify(i.data ?? {}))}::jsonb[],
                           ${items.map((i) => i.sound ?? null)}::text[])
      RETURNING id`.execute(this.db);
    const ids = rows.map((r) => r.id);
    const created = await sql<ItemRow>`${SELECT} WHERE n.id = ANY(${ids}::bigint[]) ORDER BY n.id`.execute(this.db);
    return created.rows.map(toItem);
  }

  async list(receiver: number, offset: number, limit: number) {
    const [page, counts] = await Promise.all([
      sql<ItemRow>`${SELECT} WHERE n.receiver = ${receiver} ORDER BY n.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(this.db),
      sql<{ count: number; unread: number }>`
        SELECT count(*)::int AS count, count(*) FILTER (WHERE NOT is_read)::int AS unread
        FROM notification WHERE receiver = ${receiver}`.execute(this.db),
    ]);
    return { data: page.rows.map(toItem), count: counts.rows[0].count, unread: counts.rows[0].unread };
  }

  async unread(receiver: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification WHERE receiver = ${receiver} AND NOT is_read`.execute(this.db);
    return rows[0].n;
  }

  async markRead(receiver: number, id: number): Promise<NotificationItem | undefined> {
    await sql`UPDATE notification SET is_read = true WHERE id = ${id} AND receiver = ${receiver} AND NOT is_read`.execute(this.db);
    const { rows } = await sql<ItemRow>`${SELECT} WHERE n.id = ${id} AND n.receiver = ${receiver}`.execute(this.db);
    return rows[0] ? toItem(rows[0]) : undefined;
  }

  async remove(receiver: number, id: number): Promise<number> {
    const res = await sql`DELETE FROM notification WHERE id = ${id} AND receiver = ${receiver}`.execute(this.db);
    return Number(res.numAffectedRows ?? 0);
  }

  async markAllRead(receiver: number): Promise<number> {
    const res = await sql`UPDATE notification SET is_read = true WHERE receiver = ${receiver} AND NOT is_read`.execute(this.db);
    return Number(res.numAffectedRows ?? 0);
  }
}
