// Calls of Discounts, promo codes and promotions beyond the generic pattern (spec, second document, section 7).
// Thin handlers; SQL in promotions.repository.ts beside this file.
import type { FastifyInstance } from 'fastify';
import { franchise } from '../../../contract/entities/franchise';
import { order } from '../../../contract/entities/order';
import { link } from '../../../contract/entities/promotions/link';
import { discount } from '../../../contract/entities/promotions/discount';
import { promoCode } from '../../../contract/entities/promotions/promoCode';
import type { EntityDeclaration } from '../../../contract/entity';
import { messages } from '../../../contract/messages';
import { FRANCHISE_STATS_PATHS, generateCode, LINK_STATS_PATHS, PROMOTION_PATHS, PROMOTION_TEXTS, statsRange, type PromoCodeLookup, type StatsRange } from '../../../contract/promotions';
import { isStorableText, parseIdValue } from '../../../contract/validate';
import { parseId } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { idParams, openObject, responses, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { franchiseOrdersByDay, franchiseStatistics, linkStatistics, recordLinkVisit } from './franchise-stats.repository';
import { codeInUse, customerGroupIds, promoCodeIdByCode, promoCodeUsage } from './promotions.repository';

const generateSchema = (decl: EntityDeclaration): JsonSchema => ({
  tags: [decl.service],
  summary: `${decl.labelOne}: a new code no discount or promo code holds yet`,
  response: responses({ 200: openObject({ code: { type: 'string' } }, ['code']) }),
});

const findSchema: JsonSchema = {
  tags: [promoCode.service],
  summary: 'Promo code by its code, with its uses so far and the customer\'s groups: what the order form computes the discount with',
  description: '404 when no active promo code has the code. `usage.byCustomer` counts the orders of `customerId`.',
  querystring: { type: 'object', properties: { code: { type: 'string' }, customerId: { type: 'integer' } }, required: ['code'] },
  response: responses({
    200: openObject(
      {
        promoCode: { type: 'object', additionalProperties: true },
        usage: openObject({ total: { type: 'integer' }, byCustomer: { type: 'integer' } }),
        customerGroupIds: { type: 'array', items: { type: 'integer' } },
      },
      ['promoCode', 'usage', 'customerGroupIds'],
    ),
  }),
};

const rangeQuery: JsonSchema = { type: 'object', properties: { dateFrom: { type: 'string', format: 'date-time' }, dateTo: { type: 'string', format: 'date-time' } } };
const dayCount: JsonSchema = openObject({ date: { type: 'string' }, count: { type: 'integer' }, total: { type: 'number' } }, ['date', 'count']);
const statsSchema = (decl: EntityDeclaration, summary: string, ok: JsonSchema): JsonSchema => ({
  tags: [decl.service],
  summary,
  description: 'Range: dateFrom and dateTo (ISO date-times), by default the last 30 days; 422 when dateTo precedes dateFrom; 404 for an unknown id.',
  params: idParams,
  querystring: rangeQuery,
  response: responses({ 200: ok }),
});

function rangeOf(query: unknown): StatsRange {
  const { range, errors } = statsRange((query ?? {}) as Record<string, unknown>);
  if (!range) throw new ValidationError(errors);
  return range;
}

/** Tries a few random codes; the space (32^8) makes a second try already rare. */
async function freshCode(ctx: RouteContext): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = generateCode();
    if (!(await codeInUse(ctx.db, code))) return code;
  }
  throw new ApiError(503, 'No free code found; try again.');
}

export function promotionRoutes(ctx: RouteContext) {
  return async function routes(app: FastifyInstance) {
    for (const decl of [discount, promoCode]) {
      app.get(
        `/${decl.service}/${PROMOTION_PATHS.generate(decl.rest)}`,
        { config: { permission: { path: decl.permission, right: 'access' } }, schema: generateSchema(decl) },
        async () => ({ code: await freshCode(ctx) }),
      );
    }

    app.get<{ Querystring: { code?: string; customerId?: string } }>(
      `/${promoCode.service}/${PROMOTION_PATHS.findPromoCode}`,
      // the order form's call: whoever may open orders may apply a code to one
      { config: { permission: { path: order.permission, right: 'access' } }, schema: findSchema },
      async (req): Promise<PromoCodeLookup> => {
        const code = typeof req.query.code === 'string' ? req.query.code.trim() : '';
        if (!code) throw new ValidationError([{ path: 'code', msg: messages.required('Code') }]);
        const raw = req.query.customerId;
        const customerId = raw === undefined || raw === '' ? undefined : parseIdValue(raw);
        if (raw !== undefined && raw !== '' && customerId === undefined) throw new ValidationError([{ path: 'customerId', msg: messages.numberOnly }]);
        const id = await promoCodeIdByCode(ctx.db, code);
        const record = id && (await ctx.repositories.get(promoCode.name)!.get(id));
        if (!id || !record) throw new ApiError(404, PROMOTION_TEXTS.promoCodeUnknown);
        return {
          promoCode: record as unknown as PromoCodeLookup['promoCode'],
          usage: await promoCodeUsage(ctx.db, id, customerId),
          customerGroupIds: await customerGroupIds(ctx.db, customerId),
        };
      },
    );

    // franchise statistics (f/s/{id}, f/o/{id}) and traffic link statistics (ls/{id}); an archived record still has its history
    const franchises = ctx.repositories.get(franchise.name)!;
    const links = ctx.repositories.get(link.name)!;
    const existing = async (repo: typeof links, raw: string, what: string) => {
      const id = parseId(raw);
      if (!(await repo.get(id))) throw new ApiError(404, `${what} not found`);
      return id;
    };
    app.get<{ Params: { id: string } }>(
      `/${franchise.service}/${FRANCHISE_STATS_PATHS.statistics(':id')}`,
      {
        config: { permission: { path: franchise.permission, right: 'access' } },
        schema: statsSchema(franchise, "Franchise statistics: its orders' count, done and cancelled counts, total, average and customers", openObject({
          orderCount: { type: 'integer' }, doneOrderCount: { type: 'integer' }, cancelledOrderCount: { type: 'integer' },
          orderTotal: { type: 'number' }, averageOrder: { type: 'number' }, customerCount: { type: 'integer' },
        })),
      },
      async (req) => {
        const range = rangeOf(req.query);
        return franchiseStatistics(ctx.db, await existing(franchises, req.params.id, franchise.labelOne), range);
      },
    );
    app.get<{ Params: { id: string } }>(
      `/${franchise.service}/${FRANCHISE_STATS_PATHS.orders(':id')}`,
      {
        config: { permission: { path: franchise.permission, right: 'access' } },
        schema: statsSchema(franchise, "Franchise orders per day (UTC): count and total", { type: 'array', items: dayCount }),
      },
      async (req) => {
        const range = rangeOf(req.query);
        return franchiseOrdersByDay(ctx.db, await existing(franchises, req.params.id, franchise.labelOne), range);
      },
    );
    app.get<{ Params: { id: string } }>(
      `/${link.service}/${LINK_STATS_PATHS.statistics(':id')}`,
      {
        config: { permission: { path: link.permission, right: 'access' } },
        schema: statsSchema(link, 'Traffic link statistics: its visits in the range and per day (UTC)', openObject({ visits: { type: 'integer' }, days: { type: 'array', items: dayCount } })),
      },
      async (req) => {
        const range = rangeOf(req.query);
        return linkStatistics(ctx.db, await existing(links, req.params.id, link.labelOne), range);
      },
    );
    app.post<{ Params: { id: string }; Body: { referrer?: unknown } }>(
      `/${link.service}/${LINK_STATS_PATHS.visit(':id')}`,
      {
        config: { permission: { path: link.permission, right: 'access' } },
        schema: {
          tags: [link.service],
          summary: 'Traffic link: one visit (the storefront calls it when the link is followed); 422 when the link is inactive or outside its dates',
          params: idParams,
          body: openObject({ referrer: { type: 'string', maxLength: 500 } }),
          response: responses({ 200: openObject({ visits: { type: 'integer' } }, ['visits']) }),
        },
      },
      async (req) => {
        const id = parseId(req.params.id);
        const row = await links.get(id);
        if (!row || row.deleted) throw new ApiError(404, `${link.labelOne} not found`);
        const referrer = req.body && typeof req.body === 'object' ? (req.body as { referrer?: unknown }).referrer : undefined;
        if (referrer !== undefined && referrer !== null && (typeof referrer !== 'string' || referrer.length > 500 || !isStorableText(referrer))) {
          throw new ValidationError([{ path: 'referrer', msg: messages.maxLength(500) }]);
        }
        const now = Date.now();
        const within = row.isActive !== false && (!row.startDate || Date.parse(String(row.startDate)) <= now) && (!row.endDate || Date.parse(String(row.endDate)) >= now);
        if (!within) throw new ValidationError([{ path: 'isActive', msg: PROMOTION_TEXTS.linkInactive }]);
        return { visits: await recordLinkVisit(ctx.db, id, (referrer as string | undefined) ?? null) };
      },
    );
  };
}
