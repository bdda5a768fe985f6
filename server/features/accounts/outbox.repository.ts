import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface OutboxMail {
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  sent: boolean;
  at: Date;
}

/** A page of the mail outbox, newest first, optionally only the mails to one address (any case). */
export async function listOutbox(db: Db, to: string | null, page: number, count: number): Promise<{ data: OutboxMail[]; count: number }> {
  const { rows } = await sql<OutboxMail & { total: number }>`
    SELECT id AS "outboxId", to_address AS "to", subject, text, sent, at, count(*) OVER ()::int AS total
    FROM mail_outbox WHERE (${to}::text IS NULL OR lower(to_address) = lower(${to}))
    ORDER BY id DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db);
  return { data: rows.map(({ total: _t, ...r }) => r), count: rows[0]?.total ?? 0 };
}
