// Calls of SMS, bulk SMS campaigns, SMS groups, domains and phones beyond the generic pattern (spec, second document, section 7).
// Thin handlers; SQL in a repository beside this file, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { smsCampaign } from '../../../contract/entities/sms/smsCampaign';
import { phoneList, PHONES_READ_AT_MOST, toE164 } from '../../../contract/sms/phone';
import { SMS_PATHS, SMS_PROVIDERS, SMS_TEXTS } from '../../../contract/sms/sms';
import { createSmsProviders } from '../../adapters/sms';
import { readConfig } from '../../config';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import { campaignProblems } from '../../entities/sms/smsCampaign.hooks';
import { campaignPlanProblems } from '../../entities/sms/smsPlan.hooks';
import type { RouteContext } from '../../routes';
import { smsAudience } from './sms.audience';
import { blockedAmong, conversation, toggleBlocked } from './sms.repository';
import { smsSender } from './sms.sender';
import { webhookHandler } from './sms.webhook';
import { keepRawBody } from '../../http/raw-body';
import { parseSearch } from '../../engine/list-query';
import { smsBulkRoutes } from './sms-bulk.routes';
import { smsHistoryRoutes } from './sms-history.routes';
import { sentThrough } from './sms-numbers.repository';
import { smsNumberRoutes } from './sms-numbers.routes';
import { smsPlanRoutes } from './sms-plans.routes';
import { messages } from '../../../contract/messages';

const WEBHOOK_PROVIDERS = ['telnyx', 'twilio', 'sandbox'] as const;

const webhookSchema: JsonSchema = {
  tags: ['sms'],
  summary: "A provider's delivery reports and inbound messages (public; refused with 403 unless signed by the provider)",
  description: 'Telnyx (and the local sandbox): JSON signed with ed25519 (telnyx-signature-ed25519, telnyx-timestamp). Twilio: form fields signed with X-Twilio-Signature. `ref` names our message.',
  params: openObject({ provider: { type: 'string', enum: [...WEBHOOK_PROVIDERS] } }, ['provider']),
  querystring: openObject({ ref: { type: 'string' } }),
  response: responses({ 200: openObject({ received: { type: 'integer' } }, ['received']) }),
};

const conversationSchema: JsonSchema = {
  tags: ['sms'],
  summary: 'The messages exchanged with one phone (sent to it, received from it), oldest first',
  params: openObject({ phone: { type: 'string' } }, ['phone']),
  querystring: openObject({ limit: { type: 'integer', minimum: 1, maximum: 500 } }),
  response: responses({ 200: openObject({ phone: { type: 'string' }, data: { type: 'array', items: { type: 'object', additionalProperties: true } } }, ['phone', 'data']) }),
};

const validateSchema: JsonSchema = {
  tags: ['sms'],
  summary: 'Bulk SMS: checks a campaign without sending it (spec, second document, section 5); 422 with the list of problems',
  body: { type: 'object', additionalProperties: true },
  response: responses({ 200: openObject({ valid: { type: 'boolean' }, phones: { type: 'integer' } }, ['valid', 'phones']) }),
};

const sandboxInboundSchema: JsonSchema = {
  tags: ['sms'],
  summary: 'The sandbox provider delivers an inbound message through the webhook, as a real provider would (only while the sandbox is in use)',
  body: openObject({ from: { type: 'string' }, to: { type: 'string' }, text: { type: 'string' } }, ['from', 'text']),
  response: responses({ 202: openObject({ accepted: { type: 'boolean' } }, ['accepted']) }),
};

const blockSchema: JsonSchema = {
  tags: ['sms'],
  summary: 'Blocks a phone for SMS, or unblocks it when staff blocked it; a phone that unsubscribed (STOP) is a 422: only its START lifts that',
  body: openObject({ phone: { type: 'string' } }, ['phone']),
  response: responses({ 200: openObject({ phone: { type: 'string' }, blocked: { type: 'boolean' } }, ['phone', 'blocked']) }),
};

const blockedSchema: JsonSchema = {
  tags: ['sms'],
  summary: `Which of these phones (comma-separated, at most ${PHONES_READ_AT_MOST}) nothing may be sent to, and why`,
  querystring: openObject({ phones: { type: 'string' } }),
  response: responses({
    200: openObject({ data: { type: 'array', items: openObject({ phone: { type: 'string' }, reason: { type: 'string', enum: ['blocked', 'unsubscribed'] } }, ['phone', 'reason']) } }, ['data']),
  }),
};

export function smsRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const config = readConfig().sms;
    const webhookPath = (name: string) => `/sms/${SMS_PATHS.webhook(name)}`;
    const providers = createSmsProviders(
      config,
      (name) => config.webhookBaseUrl + webhookPath(name),
      async (payload, headers) => {
        const res = await app.inject({ method: 'POST', url: webhookPath('sandbox'), payload, headers });
        if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}: ${res.body}`);
      },
      (e) => app.log.error(e, 'sms sandbox'),
      // what the sandbox has spent: the messages of the providers it stands in for
      () => sentThrough(ctx.db, SMS_PROVIDERS.filter((p) => providers.isSandbox(p))),
    );
    const audience = smsAudience(ctx.db, ctx.realtime);
    const sender = smsSender({ db: ctx.db, jobs: ctx.jobs, providers, config, audience, log: app.log });
    const handle = webhookHandler({ db: ctx.db, smsRepository: ctx.repositories.get(smsDecl.name)!, notifications: ctx.accounts.notifications, audience, sender });
    await sender.start();
    app.addHook('onClose', async () => {
      sender.stop();
      await providers.close();
    });

    // plans, numbers, balances, whole campaigns handed to mobiniti or send_pulse, the history
    await smsPlanRoutes(app, ctx);
    await smsNumberRoutes(app, ctx, providers);
    await smsBulkRoutes(app, ctx);
    await smsHistoryRoutes(app, ctx);

    // Signatures are over the body as sent: this scope keeps it beside the parsed one.
    keepRawBody(app);

    app.post<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
      webhookPath(':provider'),
      { config: { public: true }, schema: webhookSchema },
      async (req) => {
        const adapter = providers.byWebhook(req.params.provider);
        if (!adapter) throw new ApiError(404, messages.noSuchProvider);
        const request = { rawBody: req.rawBody ?? '', body: req.body, headers: req.headers, url: config.webhookBaseUrl + req.url, query: req.query ?? {} };
        if (!adapter.verify(request)) throw new ApiError(403, SMS_TEXTS.forged);
        const events = adapter.parse(request);
        await handle(adapter, events);
        return { received: events.length };
      },
    );

    app.get<{ Params: { phone: string }; Querystring: { limit?: string } }>(
      `/sms/${SMS_PATHS.conversation(':phone')}`,
      { config: { permission: { path: smsDecl.permission, right: 'access' } }, schema: conversationSchema },
      async (req) => {
        const phone = toE164(req.params.phone);
        if (!phone) throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.badNumber }]);
        const limit = Number(req.query.limit ?? 200);
        if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new ValidationError([{ path: 'limit', msg: 'Between 1 and 500' }]);
        return { phone, data: await conversation(ctx.db, phone, limit) };
      },
    );

    app.post<{ Body: { phone?: unknown } }>(`/sms/${SMS_PATHS.blockToggle}`, { config: { permission: { path: smsDecl.permission, right: 'update' } }, schema: blockSchema }, async (req) => {
      const phone = toE164(req.body?.phone);
      if (!phone) throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.badNumber }]);
      const state = await toggleBlocked(ctx.db, phone);
      if (state === 'unsubscribed') throw new ValidationError([{ path: 'phone', msg: SMS_TEXTS.unsubscribedStays }]);
      return { phone, blocked: state === 'blocked' };
    });

    app.get<{ Querystring: { phones?: string } }>(`/sms/${SMS_PATHS.blocked}`, { config: { permission: { path: smsDecl.permission, right: 'access' } }, schema: blockedSchema }, async (req) => {
      return { data: [...(await blockedAmong(ctx.db, phoneList(parseSearch(req.query, 'phones'))))].map(([phone, reason]) => ({ phone, reason })) };
    });

    app.post(
      `/sms/${SMS_PATHS.campaignValidate}`,
      { config: { permission: { path: smsCampaign.permission, right: 'create' } }, schema: validateSchema },
      async (req) => {
        const values = { ...((req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>) };
        const items = campaignProblems(values, null);
        if (typeof values.campaignName !== 'string' || !values.campaignName.trim()) items.unshift({ path: 'campaignName', msg: SMS_TEXTS.empty });
        if (!items.length) items.push(...(await campaignPlanProblems(ctx.db, req.principal, values, false)));
        if (items.length) throw new ValidationError(items);
        return { valid: true, phones: (values.phones as string[] | undefined)?.length ?? 0 };
      },
    );

    app.post<{ Body: { from?: unknown; to?: unknown; text?: unknown } }>(
      `/sms/${SMS_PATHS.sandboxInbound}`,
      { config: { permission: { path: smsDecl.permission, right: 'create' } }, schema: sandboxInboundSchema },
      async (req, reply) => {
        if (!providers.sandbox) throw new ApiError(409, SMS_TEXTS.noSandbox);
        const body = (req.body ?? {}) as { from?: unknown; to?: unknown; text?: unknown };
        const from = toE164(body.from);
        const items = [];
        if (!from) items.push({ path: 'from', msg: SMS_TEXTS.badNumber });
        if (typeof body.text !== 'string' || !body.text.trim() || body.text.length > 1600) items.push({ path: 'text', msg: SMS_TEXTS.empty });
        if (items.length) throw new ValidationError(items);
        await providers.sandbox.inbound(from!, toE164(body.to) ?? config.from, String(body.text));
        return reply.code(202).send({ accepted: true });
      },
    );
  };
}
