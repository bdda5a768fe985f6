// Plans and their subscriptions: a plan's name is its default language's description name; a new
// subscription needs an active plan (and an active business, when it names one), and is named
// after its plan unless given a name.
import { sql } from 'kysely';
import { BUSINESS_TEXTS } from '../../../contract/businesses';
import type { EntityHooks } from '../../engine/entity-hooks';
import { nameFromDescriptions } from '../catalog/names';

export const planHooks: EntityHooks = { validate: nameFromDescriptions('name', 'Name') };

export const planSubscriptionHooks: EntityHooks = {
  async validate(ctx, { before, values }) {
    const planId = 'planId' in values ? values.planId : undefined;
    if (planId !== undefined && planId !== null && Number(planId) !== Number(before?.planId)) {
      const { rows } = await sql<{ ok: boolean; name: string | null }>`SELECT (NOT deleted AND status) AS ok, name FROM plan WHERE id = ${Number(planId)}`.execute(ctx.trx);
      if (!rows[0]?.ok) return [{ path: 'planId', msg: BUSINESS_TEXTS.planUnavailable }];
      const named = 'name' in values ? values.name : before?.name;
      if (typeof named !== 'string' || !named.trim()) values.name = rows[0].name;
    }
    const businessId = 'businessId' in values ? values.businessId : undefined;
    if (businessId !== undefined && businessId !== null && Number(businessId) !== Number(before?.businessId)) {
      const { rows } = await sql<{ deleted: boolean }>`SELECT deleted FROM business WHERE id = ${Number(businessId)}`.execute(ctx.trx);
      if (!rows.length || rows[0].deleted) return [{ path: 'businessId', msg: BUSINESS_TEXTS.businessArchived }];
    }
  },
};
