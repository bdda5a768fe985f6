// Which business a user works for (app_user.business_id, the user's `businessId`), and who may act
// for businesses other than their own: the rule the SMS plans, the SMS history and the users'
// own writes share (docs/sms.md, "Plans"; docs/accounts.md).
import { sql } from 'kysely';
import { business } from '../../../contract/entities/business';
import { can } from '../../../contract/permissions';
import type { Db } from '../../db/database';
import type { Actor } from '../../engine/entity-hooks';
import type { Trx } from '../../engine/entity.repository';

/** Whether the actor may act for businesses other than their own (the right to edit businesses). */
export const actsForAnyBusiness = (actor: Pick<Actor, 'permissions' | 'system'>) => !!actor.system || can(actor.permissions ?? [], 'update', business.permission);

/** The business a user works for; undefined for staff of the platform (no business). */
export async function userBusiness(db: Db | Trx, userId: number): Promise<number | undefined> {
  const { rows } = await sql<{ businessId: number | null }>`SELECT business_id AS "businessId" FROM app_user WHERE id = ${userId}`.execute(db);
  return rows[0]?.businessId != null ? Number(rows[0].businessId) : undefined;
}
