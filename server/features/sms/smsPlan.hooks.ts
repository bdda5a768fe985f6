// SMS plans as a rule on campaigns (docs/sms.md, "Plans"): a campaign sent by a user of a business,
// for a business that chose no plan, or with more recipients than the plan leaves this month when
// the plan allows no extra messages, is a 422 on `plan`. Staff of no business (super administrators,
// the platform's own operators) are not held to a plan, nor is a campaign with no business.
// A campaign accepted adds its recipients to the month's use in its own transaction, under that
// row's lock: two campaigns never both take the last messages, and a refused write adds nothing.
import { planRoom } from '../../../contract/entities/sms/smsPlan';
import { SMS_TEXTS } from '../../../contract/sms/sms';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import type { Actor } from '../../engine/entity-hooks';
import type { Trx } from '../../engine/entity.repository';
import { ValidationError } from '../../http/errors';
import { messages } from '../../../contract/messages';
import { storeBusiness } from './sms.repository';
import { addMonthUse, businessPlan, countRecipients, lockMonthUse, monthUse } from './sms-plans.repository';
import { ownBusiness } from '../businesses/business-scope';

/**
 * The business a send is for: the one given, else its store's, else the sender's own. A user of a
 * business who sends for another (named, or a store of it) is refused (403) unless they may edit businesses.
 */
export async function sendingBusiness(db: Db | Trx, actor: Actor, values: Record<string, unknown>): Promise<number | undefined> {
  return (await sendingFor(db, actor, values)).businessId;
}

/**
 * The business a send is for, and the sender's own (undefined: staff of no business). A user of a
 * business naming another, or a store of another, is told it is not there (docs/tenancy.md).
 */
async function sendingFor(db: Db | Trx, actor: Actor, values: Record<string, unknown>): Promise<{ businessId?: number; own?: number }> {
  const own = ownBusiness(actor);
  const given = typeof values.businessId === 'number' ? values.businessId : undefined;
  const ofStore = await storeBusiness(db, values.storeId as number | undefined);
  if (own !== undefined) {
    if (given !== undefined && given !== own) throw new ValidationError([{ path: 'businessId', msg: messages.missingRecord }]);
    if (values.storeId != null && ofStore !== own) throw new ValidationError([{ path: 'storeId', msg: messages.missingRecord }]);
  }
  return { businessId: given ?? ofStore ?? own, own };
}

/**
 * The plan's verdict on `wanted` more messages for a business; with `reserve` (in the write's
 * transaction) an accepted campaign's messages are added to the month's use.
 */
export async function planProblems(db: Db | Trx, businessId: number | undefined, wanted: number, reserve: boolean): Promise<ValidationItem[]> {
  if (!businessId) return [];
  const chosen = await businessPlan(db, businessId);
  if (!chosen) return [{ path: 'plan', msg: SMS_TEXTS.noPlan }];
  const used = reserve ? await lockMonthUse(db as Trx, businessId) : await monthUse(db, businessId);
  const room = planRoom(chosen.plan, used, wanted);
  if (!room.fits) return [{ path: 'plan', msg: SMS_TEXTS.overPlan(room.left, wanted) }];
  if (reserve && wanted > 0) await addMonthUse(db, businessId, wanted);
  return [];
}

/** A campaign's recipients as counted against its plan (values already checked by campaignProblems). */
export const campaignSize = (db: Db | Trx, values: Record<string, unknown>) =>
  countRecipients(db, {
    phones: ((values.phones as string[] | undefined) ?? []).filter((p) => typeof p === 'string'),
    smsGroupId: (values.smsGroupId as number | null | undefined) ?? null,
    customerGroups: ((values.customerGroups as number[] | undefined) ?? []).filter((g) => typeof g === 'number'),
  });

/**
 * The plan check of a campaign: the business it is for (set on `values` when found) and, when the
 * sender is a user of a business, the plan's verdict.
 */
export async function campaignPlanProblems(db: Db | Trx, actor: Actor, values: Record<string, unknown>, reserve: boolean): Promise<ValidationItem[]> {
  const { businessId, own } = await sendingFor(db, actor, values);
  if (businessId !== undefined && values.businessId == null) values.businessId = businessId;
  if (!businessId) return [];
  const size = await campaignSize(db, values);
  if (own !== undefined) return planProblems(db, businessId, size, reserve);
  // not checked, but counted in the business's month all the same
  if (reserve && size > 0) await addMonthUse(db, businessId, size);
  return [];
}
