// SMS plans beyond the smsPlan entity's generic pattern (docs/sms.md, "Plans"): a business's plan
// and this month's use, and a business choosing its plan. Thin handlers; SQL in sms-plans.repository.ts.
import type { FastifyInstance } from 'fastify';
import { business } from '../../../contract/entities/business';
import { smsPlan } from '../../../contract/entities/sms/smsPlan';
import { can } from '../../../contract/permissions';
import { SMS_PATHS, SMS_TEXTS } from '../../../contract/sms/sms';
import { inTransaction, recordAudit } from '../../engine/entity.repository';
import { businessAsked } from '../businesses/business-scope';
import { ApiError, ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import * as plans from './sms-plans.repository';
import { messages } from '../../../contract/messages';

const int = { type: 'integer' };
const currentSchema: JsonSchema = closedObject({
  businessId: { type: ['integer', 'null'] },
  businessName: { type: ['string', 'null'] },
  plan: {
    anyOf: [
      closedObject({ smsPlanId: int, name: { type: 'string' }, price: { type: 'number' }, messagesIncluded: int, extraMessagePrice: { type: ['number', 'null'] } }),
      { type: 'null' },
    ],
  },
  chosenBy: { type: ['integer', 'null'] },
  dateChosen: { type: ['string', 'null'] },
  used: int,
  left: int,
});

export async function smsPlanRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db } = ctx;
  const access = { path: smsPlan.permission, right: 'access' } as const;

  defineRoute(
    app,
    {
      method: 'GET',
      url: `/sms/${SMS_PATHS.planCurrent}`,
      tags: ['sms'],
      summary: "A business's SMS plan and this month's use: the user's own business, or `businessId` for users who may see businesses",
      access,
      query: { businessId: { type: 'reference' } },
      response: { 200: currentSchema },
    },
    async (req) => {
      const asked = req.query.businessId;
      const businessId = businessAsked(req.principal, asked);
      // staff of the platform read another business's plan when they may see businesses
      if (asked !== undefined && !req.principal.tenant && !can(req.principal.permissions, 'access', business.permission)) throw new ApiError(403, SMS_TEXTS.notYourBusiness);
      return plans.current(db, businessId);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `/sms/${SMS_PATHS.planChoose}`,
      tags: ['sms'],
      summary: "A business chooses its SMS plan: the user's own business, or another for users who may edit businesses (audited)",
      access,
      // the plan is named after the business is known: a business of others answers 404 first
      body: { smsPlanId: { type: 'reference' }, businessId: { type: 'reference' } },
      response: { 200: currentSchema },
    },
    async (req) => {
      const planId = req.body.smsPlanId ?? undefined;
      const asked = req.body.businessId ?? undefined;
      const businessId = businessAsked(req.principal, asked);
      // staff of the platform choose for another business when they may edit businesses
      if (asked !== undefined && !req.principal.tenant && !can(req.principal.permissions, 'update', business.permission)) throw new ApiError(403, SMS_TEXTS.notYourBusiness);
      const items = [];
      if (!planId) items.push({ path: 'smsPlanId', msg: SMS_TEXTS.empty });
      else if (!(await plans.activePlan(db, planId))) items.push({ path: 'smsPlanId', msg: SMS_TEXTS.noSuchPlan });
      if (!businessId) items.push({ path: 'businessId', msg: SMS_TEXTS.empty });
      else if (!(await plans.businessExists(db, businessId))) items.push({ path: 'businessId', msg: messages.missingRecord });
      if (items.length) throw new ValidationError(items);
      await inTransaction(db, async ({ trx }) => {
        const { before } = await plans.choosePlan(trx, businessId!, planId!, req.principal.userId);
        await recordAudit(trx, req.principal, business.name, businessId!, 'sms plan', { smsPlanId: before }, { smsPlanId: planId });
      });
      return plans.current(db, businessId);
    },
  );
}
