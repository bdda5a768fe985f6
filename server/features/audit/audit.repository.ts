import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/** The audit log's filters, already checked. */
export interface AuditFilter {
  userId?: number;
  entity?: string;
  entityId?: number;
  action?: string;
  /** ISO instants, inclusive */
  dateFrom?: string;
  dateTo?: string;
}

export interface AuditRow {
  auditId: number;
  userId: number | null;
  username: string | null;
  at: Date;
  entity: string;
  entityId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** A page of the audit log, newest first, with the total of matching entries. */
export async function listAudit(db: Db, filter: AuditFilter, page: number, count: number): Promise<{ data: AuditRow[]; count: number }> {
  const conds: RawBuilder<unknown>[] = [sql`true`];
  if (filter.userId !== undefined) conds.push(sql`user_id = ${filter.userId}`);
  if (filter.entityId !== undefined) conds.push(sql`entity_id = ${filter.entityId}`);
  if (filter.entity) conds.push(sql`entity = ${filter.entity}`);
  if (filter.action) conds.push(sql`action = ${filter.action}`);
  if (filter.dateFrom) conds.push(sql`at >= ${filter.dateFrom}`);
  if (filter.dateTo) conds.push(sql`at <= ${filter.dateTo}`);
  const where = sql.join(conds, sql` AND `);
  const [rows, total] = await Promise.all([
    sql<AuditRow>`SELECT id AS "auditId", user_id AS "userId", username, at, entity, entity_id AS "entityId", action, before, after
        FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`.execute(db),
  ]);
  return { data: rows.rows, count: total.rows[0].n };
}
