// Calls of Calls, call campaigns, call groups and tickets beyond the generic pattern (spec, second document, section 7).
// Thin handlers; SQL in a repository beside this file, writes through the entity's repository (hooks, audit).
import type { FastifyInstance } from 'fastify';
import { CALL_LOG_LIMIT, CALL_PATHS, CALL_STATUSES, CALL_DIRECTIONS, CALL_TEXTS, callStatistics, isCallDay, ticketRange, type CallProvider } from '../../../contract/call/call';
import { call as callDecl } from '../../../contract/entities/call/call';
import { callCampaign } from '../../../contract/entities/call/callCampaign';
import { phoneList, PHONES_READ_AT_MOST, toE164 } from '../../../contract/phone';
import { validateFields } from '../../../contract/validate';
import { ApiError, ValidationError } from '../../http/errors';
import { entityBodySchema, entityRecordSchema } from '../../engine/entity-schemas';
import { closedObject, nullableInt, nullableText, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import * as repo from './call.repository';
import { callWebhookHandler } from './call.webhook';
import { blockedAmong, toggleBlocked } from '../campaigns/block-list.repository';
import { signedWebhookRoute } from '../campaigns/webhook.routes';
import { keepRawBody } from '../../http/raw-body';
import { PAGE_QUERY } from '../../engine/list-query';
import { telephonyRoutes } from './telephony.routes';
const tags = ['call'];
const int: JsonSchema = { type: 'integer' };
/** One call of a phone's log (call.repository.ts `callLogs`). */
const callLog = closedObject({
  callId: int,
  phone: { type: 'string' },
  status: nullableText,
  direction: nullableText,
  provider: nullableText,
  duration: { ...nullableInt, description: 'seconds' },
  campaignId: nullableInt,
  dateAdded: { type: 'string', format: 'date-time' },
});
/** One ticket: a phone called in the range, its counts and the customer with that phone. */
const ticketRow = closedObject({
  phone: { type: 'string' },
  calls: int,
  answered: int,
  lastCall: { type: 'string', format: 'date-time' },
  customerId: nullableInt,
  customerName: nullableText,
});
/** A provider variant's payload: the campaign's fields, with the Telnyx variant's names of phones (`to`) and campaignName (`name`). */
const campaignBody = closedObject({
  ...(entityBodySchema(callCampaign, 'create').properties as Record<string, JsonSchema>),
  to: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'phones' },
  name: { type: 'string', description: 'the campaign name' },
});
const callPerm = (right: 'access' | 'update' | 'create') => ({ path: callDecl.permission, right });
// tickets are views of calls: the calls screen's access right opens them (docs/calls.md)
const ticketPerm = callPerm('access');

/** A phone as typed (US numbers without +1), read as E.164; anything else is "Invalid phone number". */
const phoneField = { type: 'string', maxLength: 32, check: (v: string) => !!toE164(v), message: CALL_TEXTS.badNumber } as const;
/** A day (YYYY-MM-DD) that exists; the range's order is the handler's. */
const dayField = { type: 'string', maxLength: 10, check: isCallDay, message: CALL_TEXTS.badRange } as const;

/** The calls list's filters the statistics take, each read as its field. */
const statisticsQuery = {
  phone: { type: 'string', maxLength: 32 },
  status: callDecl.fields.status,
  direction: { type: 'enum', choices: CALL_DIRECTIONS },
  campaignId: callDecl.fields.campaignId,
  dateFrom: dayField,
  dateTo: dayField,
  showStatistics: { type: 'string', maxLength: 10 },
} as const;

const ticketsAnswer = closedObject({ startDate: { type: 'string' }, endDate: { type: 'string' }, total: { type: 'integer' }, data: { type: 'array', items: ticketRow } }, ['data', 'total']);
const ticketAnswer = closedObject(
  {
    phone: { type: 'string' },
    orderId: { type: ['integer', 'null'] },
    blocked: { type: 'boolean' },
    customer: { anyOf: [{ type: 'null' }, closedObject({ id: { type: 'integer' }, name: { type: ['string', 'null'] } }, ['id'])] },
    data: { type: 'array', items: callLog },
  },
  ['phone', 'data'],
);

const asList = (v: unknown): unknown[] | undefined => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]);

/** A provider variant's payload in the declaration's fields (`to` and `name` of the Telnyx variant). */
function campaignValues(provider: CallProvider, body: Record<string, unknown>): Record<string, unknown> {
  const { to, name, ...rest } = body;
  const phones = [...(asList(rest.phones) ?? []), ...(asList(to) ?? [])];
  return { ...rest, provider, campaignName: rest.campaignName ?? name, ...(phones.length || 'phones' in rest || to !== undefined ? { phones } : {}) };
}

export function callRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    const { config, providers, engine, webhookPath } = ctx.campaigns.call;
    const handle = callWebhookHandler(ctx.db, engine.countersSoon);

    // Signatures are over the body as sent: this scope keeps it beside the parsed one.
    keepRawBody(app);
    await app.register(telephonyRoutes(ctx));

    signedWebhookRoute(app, {
      url: webhookPath(':provider'),
      tags,
      summary: "A provider's call reports (public; refused with 403 unless signed by the provider)",
      description: 'Telnyx (and the local sandbox): JSON signed with ed25519 (telnyx-signature-ed25519, telnyx-timestamp). Twilio: form fields signed with X-Twilio-Signature; `ref` names our call.',
      providers,
      webhookBaseUrl: config.webhookBaseUrl,
      forged: CALL_TEXTS.forged,
      handle: (_adapter, events) => handle(events),
    });

    defineRoute(
      app,
      {
        method: 'POST',
        url: `/call/${CALL_PATHS.blockToggle}`,
        tags,
        summary: 'Blocks a phone, or unblocks it when it is blocked (one toggle); blocked phones are never called',
        access: callPerm('update'),
        body: { phone: { ...phoneField, required: true } },
        response: { 200: closedObject({ phone: { type: 'string' }, blocked: { type: 'boolean' } }, ['phone', 'blocked']) },
      },
      async (req) => {
        const phone = toE164(req.body.phone)!;
        return { phone, blocked: (await toggleBlocked(ctx.db, 'call', phone, req.principal.userId)) === 'blocked' };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/call/${CALL_PATHS.blocked}`,
        tags,
        summary: `Which of these phones (comma-separated, at most ${PHONES_READ_AT_MOST}) are blocked`,
        access: callPerm('access'),
        query: { phones: { type: 'string' } },
        response: { 200: closedObject({ data: { type: 'array', items: { type: 'string' } } }, ['data']) },
      },
      async (req) => ({ data: [...(await blockedAmong(ctx.db, 'call', phoneList(req.query.phones))).keys()] }),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/call/${CALL_PATHS.statistics}`,
        tags,
        summary: "The calls list's statistics (showStatistics=true): counts by status over the filtered range",
        access: callPerm('access'),
        query: statisticsQuery,
        response: { 200: closedObject(Object.fromEntries(['total', ...CALL_STATUSES].map((s) => [s, { type: 'integer' }]))) },
      },
      async (req) => {
        const { phone, status, direction, campaignId, dateFrom, dateTo } = req.query;
        if (dateFrom && dateTo && dateFrom > dateTo) throw new ValidationError([{ path: 'dateTo', msg: CALL_TEXTS.badRange }]);
        return callStatistics(await repo.countByStatus(ctx.db, { phone, status, direction, campaignId, dateFrom, dateTo }));
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/call/${CALL_PATHS.logs}`,
        tags,
        summary: 'Call logs of one phone, newest first',
        access: callPerm('access'),
        query: { phone: { ...phoneField, required: true }, limit: CALL_LOG_LIMIT },
        response: { 200: closedObject({ phone: { type: 'string' }, data: { type: 'array', items: callLog } }, ['phone', 'data']) },
      },
      async (req) => {
        const phone = toE164(req.query.phone)!;
        return { phone, data: await repo.callLogs(ctx.db, phone, req.query.limit) };
      },
    );

    const campaignRepo = ctx.repositories.get(callCampaign.name)!;
    for (const [provider, path] of [['telnyx', CALL_PATHS.telnyxCampaign], ['twilio', CALL_PATHS.twilioCampaign]] as const) {
      defineRoute(
        app,
        {
          method: 'POST',
          url: `/call/${path}`,
          tags,
          summary: `A call campaign through ${provider === 'telnyx' ? 'Telnyx' : 'Twilio'}: accepted at once, placed by the queue`,
          description: provider === 'telnyx' ? 'Payload: businessId, to (phones), sendDate, customerGroups, name, files; also callGroupId.' : 'Payload: businessId, from, to or phones, message, inboundMessage, sendDate, storeId, customerGroups, links, texts, campaignName; also callGroupId.',
          access: { path: callCampaign.permission, right: 'create' },
          body: { raw: 'declaration', schema: campaignBody },
          response: { 201: entityRecordSchema(callCampaign) },
        },
        async (req, reply) => {
          const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
          const { value, errors } = validateFields(callCampaign.fields, campaignValues(provider, body), 'create');
          if (errors.length) throw new ValidationError(errors);
          return reply.status(201).send(await campaignRepo.create(value, req.principal));
        },
      );
    }

    /** The tickets of a range and a page, asked in the query (GET) or in a body (POST). */
    const tickets = async (asked: { start_date?: string; end_date?: string; page: number; count: number }) => {
      const range = ticketRange(asked.start_date, asked.end_date);
      if (!range) throw new ValidationError([{ path: 'start_date', msg: CALL_TEXTS.badRange }]);
      return { ...range, ...(await repo.ticketCounts(ctx.db, range.startDate, range.endDate, asked.page, asked.count)) };
    };
    const ticketsSummary = 'Tickets: the phones called in a date range with their call counts (default the last 30 days)';
    const ticketsAsked = { start_date: dayField, end_date: dayField, ...PAGE_QUERY } as const;
    defineRoute(
      app,
      { method: 'GET', url: `/call/${CALL_PATHS.tickets}`, tags, summary: ticketsSummary, access: ticketPerm, query: ticketsAsked, response: { 200: ticketsAnswer } },
      async (req) => tickets(req.query),
    );
    // the spec's POST tickets: the same read, the range and page in a JSON body
    defineRoute(
      app,
      { method: 'POST', url: `/call/${CALL_PATHS.tickets}`, tags, summary: `${ticketsSummary}, asked in a body`, access: ticketPerm, body: ticketsAsked, response: { 200: ticketsAnswer } },
      async (req) => tickets(req.body),
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/call/${CALL_PATHS.tickets}/:id`,
        tags,
        summary: "One ticket: a phone's calls and the customer with that phone; with order=true the id is an order's (its customer's telephone)",
        access: ticketPerm,
        params: { id: { type: 'string', maxLength: 64, required: true } },
        query: { order: { type: 'boolean' } },
        response: { 200: ticketAnswer },
      },
      async (req) => {
        let orderId: number | null = null;
        let phone: string | undefined;
        if (req.query.order) {
          const order = await repo.orderPhone(ctx.db, req.params.id);
          if (!order) throw new ApiError(404, 'Order not found');
          orderId = order.orderId;
          phone = toE164(order.telephone);
        } else phone = toE164(decodeURIComponent(req.params.id));
        if (!phone) throw new ValidationError([{ path: 'phone', msg: CALL_TEXTS.badNumber }]);
        const blocked = (await blockedAmong(ctx.db, 'call', [phone])).has(phone);
        return { phone, orderId, blocked, customer: await repo.customerByPhone(ctx.db, phone), data: await repo.callLogs(ctx.db, phone, 100) };
      },
    );
  };
}
