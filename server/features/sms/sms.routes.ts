// Calls of SMS, bulk SMS campaigns, SMS groups, domains and phones beyond the generic pattern (spec, second document, section 7).
// Thin handlers; SQL in a repository beside this file, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { phoneList, PHONES_READ_AT_MOST, toE164 } from '../../../contract/phone';
import { SMS_PATHS, SMS_PROVIDERS, SMS_TEXTS } from '../../../contract/sms/sms';
import { validateFields } from '../../../contract/validate';
import { ApiError, ValidationError } from '../../http/errors';
import { entityBodySchema, entityRecordSchema } from '../../engine/entity-schemas';
import { closedObject, nullableText, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import { campaignProblems } from './smsCampaign.hooks';
import { campaignPlanProblems } from './smsPlan.hooks';
import type { RouteContext } from '../../routes';
import { blockedAmong, toggleBlocked } from '../campaigns/block-list.repository';
import { signedWebhookRoute } from '../campaigns/webhook.routes';
import { conversation } from './sms.repository';
import { webhookHandler } from './sms.webhook';
import { keepRawBody } from '../../http/raw-body';
import { smsBulkRoutes } from './sms-bulk.routes';
import { smsHistoryRoutes } from './sms-history.routes';
import { smsNumberRoutes } from './sms-numbers.routes';
import { smsPlanRoutes } from './sms-plans.routes';

const tags = ['sms'];
const smsPerm = (right: 'access' | 'update' | 'create') => ({ path: smsDecl.permission, right });
/** A phone as typed (US numbers without +1), read as E.164; anything else is "Not a valid phone number." */
const phoneField = { type: 'string', maxLength: 32, check: (v: string) => !!toE164(v), message: SMS_TEXTS.badNumber } as const;
/** A campaign in the declaration's names, checked by the campaign's own rules (campaignProblems). */
const campaignBody = { raw: 'declaration', schema: closedObject(entityBodySchema(smsCampaign, 'create').properties as Record<string, JsonSchema>) } as const;
/** One message of a conversation (sms.repository.ts `conversation`). */
const conversationMessage = closedObject({
  smsId: { type: 'integer' },
  to: nullableText,
  from: nullableText,
  message: nullableText,
  files: { type: ['array', 'null'], items: { type: 'string' } },
  provider: nullableText,
  inbound: { type: 'boolean' },
  status: nullableText,
  error: nullableText,
  dateAdded: { type: 'string', format: 'date-time' },
});

export function smsRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const { config, providers, engine, audience, smsStatus, webhookPath } = ctx.campaigns.sms;
    const handle = webhookHandler({ db: ctx.db, smsRepository: ctx.repositories.get(smsDecl.name)!, notifications: ctx.accounts.notifications, audience, smsStatus, countersSoon: engine.countersSoon });

    // plans, numbers, balances, whole campaigns handed to mobiniti or send_pulse, the history
    await smsPlanRoutes(app, ctx);
    await smsNumberRoutes(app, ctx, providers);
    await smsBulkRoutes(app, ctx);
    await smsHistoryRoutes(app, ctx);

    // Signatures are over the body as sent: this scope keeps it beside the parsed one.
    keepRawBody(app);
    signedWebhookRoute(app, {
      url: webhookPath(':provider'),
      tags,
      summary: "A provider's delivery reports and inbound messages (public; refused with 403 unless signed by the provider)",
      description: 'Telnyx (and the local sandbox): JSON signed with ed25519 (telnyx-signature-ed25519, telnyx-timestamp). Twilio: form fields signed with X-Twilio-Signature. `ref` names our message.',
      providers,
      webhookBaseUrl: config.webhookBaseUrl,
      forged: SMS_TEXTS.forged,
      handle,
    });

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/sms/${SMS_PATHS.conversation(':phone')}`,
        tags,
        summary: 'The messages exchanged with one phone (sent to it, received from it), oldest first',
        access: smsPerm('access'),
        params: { phone: { ...phoneField, required: true } },
        query: { limit: { type: 'integer', min: 1, max: 500, default: 200, message: 'Between 1 and 500' } },
        response: { 200: closedObject({ phone: { type: 'string' }, data: { type: 'array', items: conversationMessage } }, ['phone', 'data']) },
      },
      async (req) => {
        const phone = toE164(req.params.phone)!;
        return { phone, data: await conversation(ctx.db, phone, req.query.limit) };
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/sms/${SMS_PATHS.blockToggle}`,
        tags,
        summary: 'Blocks a phone for SMS, or unblocks it when staff blocked it; a phone that unsubscribed (STOP) is a 422: only its START lifts that',
        access: smsPerm('update'),
        body: { phone: { ...phoneField, required: true } },
        response: { 200: closedObject({ phone: { type: 'string' }, blocked: { type: 'boolean' } }, ['phone', 'blocked']) },
      },
      async (req) => {
        const phone = toE164(req.body.phone)!;
        const state = await toggleBlocked(ctx.db, 'sms', phone, req.principal.userId);
        if (state === 'unsubscribed') throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.unsubscribedStays }]);
        return { phone, blocked: state === 'blocked' };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/sms/${SMS_PATHS.blocked}`,
        tags,
        summary: `Which of these phones (comma-separated, at most ${PHONES_READ_AT_MOST}) nothing may be sent to, and why`,
        access: smsPerm('access'),
        query: { phones: { type: 'string' } },
        response: {
          200: closedObject({ data: { type: 'array', items: closedObject({ phone: { type: 'string' }, reason: { type: 'string', enum: ['blocked', 'unsubscribed'] } }, ['phone', 'reason']) } }, ['data']),
        },
      },
      async (req) => ({ data: [...(await blockedAmong(ctx.db, 'sms', phoneList(req.query.phones)))].map(([phone, reason]) => ({ phone, reason })) }),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/sms/${SMS_PATHS.campaignValidate}`,
        tags,
        summary: 'Bulk SMS: checks a campaign without sending it (spec, second document, section 5); 422 with the list of problems',
        access: { path: smsCampaign.permission, right: 'create' },
        body: campaignBody,
        response: { 200: closedObject({ valid: { type: 'boolean' }, phones: { type: 'integer' } }, ['valid', 'phones']) },
      },
      async (req) => {
        const values = { ...((req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>) };
        const items = campaignProblems(values, null);
        if (typeof values.campaignName !== 'string' || !values.campaignName.trim()) items.unshift({ path: 'campaignName', msg: SMS_TEXTS.empty });
        if (!items.length) items.push(...(await campaignPlanProblems(ctx.db, req.principal, values, false)));
        if (items.length) throw new ValidationError(items);
        return { valid: true, phones: (values.phones as string[] | undefined)?.length ?? 0 };
      },
    );

    // the bulk sends through telnyx and twilio (spec, second document, section 7): a campaign's create
    // whose provider is the path's, sent by the queue as every campaign is
    const campaignRepo = ctx.repositories.get(smsCampaign.name)!;
    for (const provider of SMS_PROVIDERS) {
      defineRoute(
        app,
        {
          method: 'POST',
          url: `/sms/${SMS_PATHS.providerCampaign(provider)}`,
          tags,
          summary: `A bulk SMS campaign sent through ${provider === 'telnyx' ? 'Telnyx' : 'Twilio'}: the campaign's create (POST /sms/campaign) with that provider`,
          access: { path: smsCampaign.permission, right: 'create' },
          body: campaignBody,
          response: { 201: entityRecordSchema(smsCampaign) },
        },
        async (req, reply) => {
          const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
          const { value, errors } = validateFields(smsCampaign.fields, { ...body, provider }, 'create');
          if (errors.length) throw new ValidationError(errors);
          return reply.status(201).send(await campaignRepo.create(value, req.principal));
        },
      );
    }

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/sms/${SMS_PATHS.sandboxInbound}`,
        tags,
        summary: 'The sandbox provider delivers an inbound message through the webhook, as a real provider would (only while the sandbox is in use)',
        access: smsPerm('create'),
        body: {
          from: { ...phoneField, required: true },
          to: { type: 'string', maxLength: 32 },
          text: { type: 'text', required: true, maxLength: 1600, message: SMS_TEXTS.empty },
        },
        response: { 202: closedObject({ accepted: { type: 'boolean' } }, ['accepted']) },
      },
      async (req, reply) => {
        if (!providers.sandbox) throw new ApiError(409, SMS_TEXTS.noSandbox);
        await providers.sandbox.inbound(toE164(req.body.from)!, toE164(req.body.to) ?? config.from, req.body.text);
        return reply.code(202).send({ accepted: true });
      },
    );
  };
}
