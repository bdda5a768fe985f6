// Calls of Calls, call campaigns, call groups and tickets beyond the generic pattern (spec, second document, section 7).
// Thin handlers; SQL in a repository beside this file, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { CALL_LOG_LIMIT, CALL_PATHS, CALL_STATUSES, CALL_DIRECTIONS, CALL_TEXTS, callStatistics, isCallDay, ticketRange, type CallProvider } from '../../../contract/call/call';
import { call as callDecl } from '../../../contract/entities/call/call';
import { callCampaign } from '../../../contract/entities/call/callCampaign';
import { phoneList, PHONES_READ_AT_MOST, toE164 } from '../../../contract/sms/phone';
import { validateFields } from '../../../contract/validate';
import { createCallProviders } from '../../adapters/call';
import { readCallConfig } from '../../adapters/call/config';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import * as repo from './call.repository';
import { callSender } from './call.sender';
import { callWebhookHandler } from './call.webhook';
import { keepRawBody } from '../../http/raw-body';
import { parsePage, parseQueryField, parseSearch } from '../../engine/list-query';
import { MAX_PAGE_SIZE } from '../../../contract/pager';
import { telephonyRoutes } from './telephony.routes';
import { messages } from '../../../contract/messages';

const WEBHOOK_PROVIDERS = ['telnyx', 'twilio', 'sandbox'] as const;
/** The calls list's filters the statistics take (with dateFrom and dateTo). */
const STATISTICS_FILTERS = ['phone', 'status', 'direction', 'campaignId'] as const;
const tags = ['call'];
const record = { type: 'object', additionalProperties: true } as const;

const webhookSchema: JsonSchema = {
  tags,
  summary: "A provider's call reports (public; refused with 403 unless signed by the provider)",
  description: 'Telnyx (and the local sandbox): JSON signed with ed25519 (telnyx-signature-ed25519, telnyx-timestamp). Twilio: form fields signed with X-Twilio-Signature; `ref` names our call.',
  params: openObject({ provider: { type: 'string', enum: [...WEBHOOK_PROVIDERS] } }, ['provider']),
  querystring: openObject({ ref: { type: 'string' } }),
  response: responses({ 200: openObject({ received: { type: 'integer' } }, ['received']) }),
};
const blockSchema: JsonSchema = {
  tags,
  summary: 'Blocks a phone, or unblocks it when it is blocked (one toggle); blocked phones are never called',
  body: openObject({ phone: { type: 'string' } }, ['phone']),
  response: responses({ 200: openObject({ phone: { type: 'string' }, blocked: { type: 'boolean' } }, ['phone', 'blocked']) }),
};
const blockedSchema: JsonSchema = {
  tags,
  summary: `Which of these phones (comma-separated, at most ${PHONES_READ_AT_MOST}) are blocked`,
  querystring: openObject({ phones: { type: 'string' } }),
  response: responses({ 200: openObject({ data: { type: 'array', items: { type: 'string' } } }, ['data']) }),
};
const filterQuery = openObject({
  phone: { type: 'string' },
  status: { type: 'string', enum: [...CALL_STATUSES] },
  direction: { type: 'string', enum: [...CALL_DIRECTIONS] },
  campaignId: { type: 'integer', minimum: 1 },
  dateFrom: { type: 'string', format: 'date' },
  dateTo: { type: 'string', format: 'date' },
  showStatistics: { type: 'string' },
});
const statisticsSchema: JsonSchema = {
  tags,
  summary: "The calls list's statistics (showStatistics=true): counts by status over the filtered range",
  querystring: filterQuery,
  response: responses({ 200: openObject(Object.fromEntries(['total', ...CALL_STATUSES].map((s) => [s, { type: 'integer' }]))) }),
};
const logsSchema: JsonSchema = {
  tags,
  summary: 'Call logs of one phone, newest first',
  querystring: openObject({ phone: { type: 'string' }, limit: { type: 'integer', minimum: CALL_LOG_LIMIT.min, maximum: CALL_LOG_LIMIT.max, default: CALL_LOG_LIMIT.default } }, ['phone']),
  response: responses({ 200: openObject({ phone: { type: 'string' }, data: { type: 'array', items: record } }, ['phone', 'data']) }),
};
const campaignSchema = (provider: CallProvider): JsonSchema => ({
  tags,
  summary: `A call campaign through ${provider === 'telnyx' ? 'Telnyx' : 'Twilio'}: accepted at once, placed by the queue`,
  description: provider === 'telnyx' ? 'Payload: businessId, to (phones), sendDate, customerGroups, name, files; also callGroupId.' : 'Payload: businessId, from, to or phones, message, inboundMessage, sendDate, storeId, customerGroups, links, texts, campaignName; also callGroupId.',
  body: record,
  response: responses({ 201: record }),
});
const ticketsSchema: JsonSchema = {
  tags,
  summary: 'Tickets: the phones called in a date range with their call counts (default the last 30 days)',
  querystring: openObject({ start_date: { type: 'string' }, end_date: { type: 'string' }, page: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE } }),
  response: responses({ 200: openObject({ startDate: { type: 'string' }, endDate: { type: 'string' }, total: { type: 'integer' }, data: { type: 'array', items: record } }, ['data', 'total']) }),
};
const ticketSchema: JsonSchema = {
  tags,
  summary: "One ticket: a phone's calls and the customer with that phone; with order=true the id is an order's (its customer's telephone)",
  params: openObject({ id: { type: 'string' } }, ['id']),
  querystring: openObject({ order: { type: 'string' } }),
  response: responses({
    200: openObject(
      {
        phone: { type: 'string' },
        orderId: { type: ['integer', 'null'] },
        blocked: { type: 'boolean' },
        customer: { anyOf: [{ type: 'null' }, openObject({ id: { type: 'integer' }, name: { type: ['string', 'null'] } }, ['id'])] },
        data: { type: 'array', items: record },
      },
      ['phone', 'data'],
    ),
  }),
};


const asList = (v: unknown): unknown[] | undefined => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]);

/** A provider variant's payload in the declaration's fields (`to` and `name` of the Telnyx variant). */
function campaignValues(provider: CallProvider, body: Record<string, unknown>): Record<string, unknown> {
  const { to, name, ...rest } = body;
  const phones = [...(asList(rest.phones) ?? []), ...(asList(to) ?? [])];
  return { ...rest, provider, campaignName: rest.campaignName ?? name, ...(phones.length || 'phones' in rest || to !== undefined ? { phones } : {}) };
}

export function callRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const config = readCallConfig();
    const webhookPath = (name: string) => `/call/${CALL_PATHS.webhook(name)}`;
    const providers = createCallProviders(
      config,
      (name) => config.webhookBaseUrl + webhookPath(name),
      async (payload, headers) => {
        const res = await app.inject({ method: 'POST', url: webhookPath('sandbox'), payload, headers });
        if (res.statusCode !== 200) throw new Error(`call sandbox webhook answered ${res.statusCode}: ${res.body}`);
      },
      (e) => app.log.error(e, 'call sandbox'),
    );
    const sender = callSender({ db: ctx.db, jobs: ctx.jobs, providers, config, log: app.log });
    const handle = callWebhookHandler(ctx.db, sender);
    await sender.start();
    app.addHook('onClose', async () => providers.close());

    // Signatures are over the body as sent: this scope keeps it beside the parsed one.
    keepRawBody(app);
    await app.register(telephonyRoutes(ctx));

    app.post<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
      webhookPath(':provider'),
      { config: { public: true }, schema: webhookSchema },
      async (req) => {
        const adapter = providers.byWebhook(req.params.provider);
        if (!adapter) throw new ApiError(404, messages.noSuchProvider);
        const request = { rawBody: req.rawBody ?? '', body: req.body, headers: req.headers, url: config.webhookBaseUrl + req.url, query: req.query ?? {} };
        if (!adapter.verify(request)) throw new ApiError(403, CALL_TEXTS.forged);
        const events = adapter.parse(request);
        await handle(events);
        return { received: events.length };
      },
    );

    const callPerm = (right: 'access' | 'update' | 'create') => ({ permission: { path: callDecl.permission, right } });

    app.post<{ Body: { phone?: unknown } }>(`/call/${CALL_PATHS.blockToggle}`, { config: callPerm('update'), schema: blockSchema }, async (req) => {
      const phone = toE164(req.body?.phone);
      if (!phone) throw new ValidationError([{ path: 'phone', msg: CALL_TEXTS.badNumber }]);
      return { phone, blocked: await repo.toggleBlock(ctx.db, phone, req.principal.userId) };
    });

    app.get<{ Querystring: { phones?: string } }>(`/call/${CALL_PATHS.blocked}`, { config: callPerm('access'), schema: blockedSchema }, async (req) => {
      return { data: [...(await repo.blockedAmong(ctx.db, phoneList(parseSearch(req.query, 'phones'))))] };
    });

    app.get<{ Querystring: Record<string, unknown> }>(`/call/${CALL_PATHS.statistics}`, { config: callPerm('access'), schema: statisticsSchema }, async (req) => {
      // the calls list's filters, each read as its field (an empty one is not given)
      const [phone, status, direction, campaignId] = STATISTICS_FILTERS.map((key) => parseQueryField(req.query, key, callDecl.fields[key]) as never);
      const badDay = (['dateFrom', 'dateTo'] as const).find((key) => req.query[key] !== undefined && req.query[key] !== '' && !isCallDay(req.query[key]));
      if (badDay) throw new ValidationError([{ path: badDay, msg: CALL_TEXTS.badRange }]);
      const dateFrom = (req.query.dateFrom || undefined) as string | undefined;
      const dateTo = (req.query.dateTo || undefined) as string | undefined;
      if (dateFrom && dateTo && dateFrom > dateTo) throw new ValidationError([{ path: 'dateTo', msg: CALL_TEXTS.badRange }]);
      return callStatistics(await repo.countByStatus(ctx.db, { phone, status, direction, campaignId, dateFrom, dateTo }));
    });

    app.get<{ Querystring: { phone: string; limit?: string } }>(`/call/${CALL_PATHS.logs}`, { config: callPerm('access'), schema: logsSchema }, async (req) => {
      const phone = toE164(req.query.phone);
      if (!phone) throw new ValidationError([{ path: 'phone', msg: CALL_TEXTS.badNumber }]);
      const limit = (parseQueryField(req.query, 'limit', CALL_LOG_LIMIT) as number | undefined) ?? CALL_LOG_LIMIT.default;
      return { phone, data: await repo.callLogs(ctx.db, phone, limit) };
    });

    const campaignRepo = ctx.repositories.get(callCampaign.name)!;
    for (const [provider, path] of [['telnyx', CALL_PATHS.telnyxCampaign], ['twilio', CALL_PATHS.twilioCampaign]] as const) {
      app.post<{ Body: Record<string, unknown> }>(
        `/call/${path}`,
        { config: { permission: { path: callCampaign.permission, right: 'create' } }, schema: campaignSchema(provider) },
        async (req, reply) => {
          const body = req.body && typeof req.body === 'object' ? req.body : {};
          const { value, errors } = validateFields(callCampaign.fields, campaignValues(provider, body), 'create');
          if (errors.length) throw new ValidationError(errors);
          return reply.status(201).send(await campaignRepo.create(value, req.principal));
        },
      );
    }

    // tickets are views of calls: the calls screen's access right opens them (docs/calls.md)
    const ticketPerm = callPerm('access');
    app.get<{ Querystring: { start_date?: string; end_date?: string; page?: string; count?: string } }>(`/call/${CALL_PATHS.tickets}`, { config: ticketPerm, schema: ticketsSchema }, async (req) => {
      const range = ticketRange(req.query.start_date, req.query.end_date);
      if (!range) throw new ValidationError([{ path: 'start_date', msg: CALL_TEXTS.badRange }]);
      // a page as every list reads its page and count (an empty one takes the default)
      const { page, count, errors } = parsePage({ page: parseSearch(req.query, 'page') ?? '1', count: parseSearch(req.query, 'count') ?? '20' });
      if (errors.length) throw new ValidationError(errors);
      return { ...range, ...(await repo.ticketCounts(ctx.db, range.startDate, range.endDate, page, count)) };
    });

    app.get<{ Params: { id: string }; Querystring: { order?: string } }>(`/call/${CALL_PATHS.tickets}/:id`, { config: ticketPerm, schema: ticketSchema }, async (req) => {
      let orderId: number | null = null;
      let phone: string | undefined;
      if (req.query.order === 'true') {
        const order = await repo.orderPhone(ctx.db, req.params.id);
        if (!order) throw new ApiError(404, 'Order not found');
        orderId = order.orderId;
        phone = toE164(order.telephone);
      } else phone = toE164(decodeURIComponent(req.params.id));
      if (!phone) throw new ValidationError([{ path: 'phone', msg: CALL_TEXTS.badNumber }]);
      const blocked = (await repo.blockedAmong(ctx.db, [phone])).has(phone);
      return { phone, orderId, blocked, customer: await repo.customerByPhone(ctx.db, phone), data: await repo.callLogs(ctx.db, phone, 100) };
    });
  };
}
