// Campaigns handed as a whole to mobiniti or SendPulse (spec, second document, section 7: "mobiniti
// and send_pulse campaigns"): POST bulk/{service}. The same checks as a campaign (recipients
// normalised, blocked and unsubscribed numbers left out, the business's plan), then, once the
// record and the plan's use committed, one call to the service. Kept in sms_bulk_campaign, not in
// sms_campaign: those campaigns are not sent by the queue recipient by recipient (docs/sms.md).
import type { FastifyInstance } from 'fastify';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { SMS_CAMPAIGN_SERVICES, SMS_PATHS, SMS_TEXTS } from '../../../contract/sms/sms';
import { campaignService } from '../../adapters/sms-campaigns';
import { ProviderRefused } from '../../adapters/sms/types';
import { readSmsCampaignServices } from '../../config';
import { inTransaction } from '../../engine/entity.repository';
import { campaignProblems } from './smsCampaign.hooks';
import { planProblems, sendingBusiness } from './smsPlan.hooks';
import { ApiError, ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import type { Db } from '../../db/database';
import { addMonthUse } from './sms-plans.repository';
import { ownBusiness } from '../businesses/business-scope';
import { finishBulkCampaign, insertBulkCampaign } from './sms-bulk.repository';
import { blockedAmong } from '../campaigns/block-list.repository';
import { recipientPhones, type RecipientSources } from '../campaigns/recipients';
import { smsGroup } from '../../../contract/entities/sms/smsGroup';

/** Every phone of a campaign's sources, once, and how many were left out as blocked or unsubscribed. */
async function collectPhones(db: Db, sources: RecipientSources): Promise<{ phones: string[]; skipped: number }> {
  const all = new Set<string>();
  for await (const batch of recipientPhones(db, sources, smsGroup.table)) for (const p of batch) all.add(p);
  const list = [...all];
  const blocked = new Set<string>();
  for (let i = 0; i < list.length; i += 5000) for (const p of (await blockedAmong(db, 'sms', list.slice(i, i + 5000))).keys()) blocked.add(p);
  return { phones: list.filter((p) => !blocked.has(p)), skipped: blocked.size };
}

const bulkBody: JsonSchema = closedObject({ campaignName: { type: 'string' }, message: { type: 'string' }, phones: { type: 'array', items: { type: 'string' } }, smsGroupId: { type: 'integer' }, customerGroups: { type: 'array', items: { type: 'integer' } }, businessId: { type: 'integer' }, storeId: { type: 'integer' } }, ['campaignName', 'message']);
const bulkAnswer: JsonSchema = closedObject({
  bulkCampaignId: { type: 'integer' },
  provider: { type: 'string' },
  campaignName: { type: 'string' },
  message: { type: 'string' },
  businessId: { type: ['integer', 'null'] },
  userId: { type: ['integer', 'null'] },
  recipients: { type: 'integer' },
  skipped: { type: 'integer' },
  target: { type: ['string', 'null'] },
  status: { type: 'string', enum: ['sending', 'accepted', 'error'] },
  providerCampaignId: { type: ['string', 'null'] },
  error: { type: ['string', 'null'] },
  dateAdded: { type: 'string', format: 'date-time' },
});

export async function smsBulkRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const config = readSmsCampaignServices(process.env);
  for (const service of SMS_CAMPAIGN_SERVICES) {
    const adapter = campaignService(service, config);
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/sms/${SMS_PATHS.bulk(service)}`,
        tags: ['sms'],
        summary: `A campaign handed as a whole to ${service}: checked as a campaign (recipients, plan), recorded, then sent in one call`,
        access: { path: smsCampaign.permission, right: 'create' },
        // a campaign in the declaration's names, checked by the campaign's own rules (campaignProblems)
        body: { raw: 'declaration', schema: bulkBody },
        response: { 201: bulkAnswer },
      },
      async (req, reply) => {
        const values = { ...((req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>) };
        const items = campaignProblems(values, null);
        if (typeof values.campaignName !== 'string' || !values.campaignName.trim()) items.unshift({ path: 'campaignName', msg: SMS_TEXTS.empty });
        if (items.length) throw new ValidationError(items);
        const businessId = await sendingBusiness(ctx.db, req.principal, values);
        // as for campaigns: users of a business are held to its plan, staff of no business are not
        const heldToPlan = ownBusiness(req.principal) !== undefined;
        const { phones, skipped } = await collectPhones(ctx.db, {
          phones: (values.phones as string[] | undefined) ?? [],
          groupId: typeof values.smsGroupId === 'number' ? values.smsGroupId : null,
          customerGroups: Array.isArray(values.customerGroups) ? values.customerGroups.filter((g): g is number => typeof g === 'number') : [],
        });
        if (!phones.length) throw new ValidationError([{ path: 'phones', msg: SMS_TEXTS.noRecipient }]);
        const id = await inTransaction(ctx.db, async ({ trx }) => {
          const plan = heldToPlan ? await planProblems(trx, businessId, phones.length, true) : [];
          if (!heldToPlan && businessId) await addMonthUse(trx, businessId, phones.length);
          if (plan.length) throw new ValidationError(plan);
          return insertBulkCampaign(trx, {
            provider: service,
            campaignName: String(values.campaignName).trim(),
            message: String(values.message),
            businessId: businessId ?? null,
            userId: req.principal.userId,
            phones,
            skipped,
            target: adapter.target ?? null,
          });
        });
        try {
          const sent = await adapter.send({ name: String(values.campaignName).trim(), message: String(values.message), phones, reference: `b${id}` });
          return reply.code(201).send(await finishBulkCampaign(ctx.db, id, { status: 'accepted', providerCampaignId: sent.providerCampaignId }));
        } catch (e) {
          const error = e instanceof Error ? e.message : String(e);
          await finishBulkCampaign(ctx.db, id, { status: 'error', error });
          // nothing was sent: the plan's messages are given back
          if (businessId) await addMonthUse(ctx.db, businessId, -phones.length);
          app.log.warn({ err: e, bulkCampaignId: id }, `sms: ${service} did not take the campaign`);
          if (e instanceof ProviderRefused) throw new ValidationError([{ path: 'provider', msg: SMS_TEXTS.providerFailed(service, error) }]);
          throw new ApiError(502, SMS_TEXTS.providerFailed(service, error));
        }
      },
    );
  }
}
