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
import { entityRecordSchema } from '../../engine/entity-schemas';
import { ApiError, ValidationError } from '../../http/errors';
import { closedObject, type JsonSchema } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { franchiseOrdersByDay, franchiseStatistics, linkStatistics, recordLinkVisit } from './franchise-stats.repository';
import { codeInUse, customerGroupIds, promoCodeIdByCode, promoCodeUsage } from './promotions.repository';

const findAnswer = closedObject(
  {
    promoCode: entityRecordSchema(promoCode),
    usage: closedObject({ total: { type: 'integer' }, byCustomer: { type: 'integer' } }),
    customerGroupIds: { type: 'array', items: { type: 'integer' } },
  },
  ['promoCode', 'usage', 'customerGroupIds'],
);

/** The range of a statistics call, each end a date-time; the order of the ends is statsRange's. */
const rangeQuery = { dateFrom: { type: 'datetime' }, dateTo: { type: 'datetime' } } as const;
const idParam = { id: { type: 'reference', required: true } } as const;
const dayCount: JsonSchema = closedObject({ date: { type: 'string' }, count: { type: 'integer' }, total: { type: 'number' } }, ['date', 'count']);
const statsDescription = 'Range: dateFrom and dateTo (ISO date-times), by default the last 30 days; 422 when dateTo precedes dateFrom; 404 for an unknown id.';
const access = (decl: EntityDeclaration) => ({ path: decl.permission, right: 'access' }) as const;

function rangeOf(query: { dateFrom?: string; dateTo?: string }): StatsRange {
  const { range, errors } = statsRange(query);
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
      defineRoute(
        app,
        {
          method: 'GET',
          url: `/${decl.service}/${PROMOTION_PATHS.generate(decl.rest)}`,
          tags: [decl.service],
          summary: `${decl.labelOne}: a new code no discount or promo code holds yet`,
          access: access(decl),
          response: { 200: closedObject({ code: { type: 'string' } }, ['code']) },
        },
        async () => ({ code: await freshCode(ctx) }),
      );
    }

    defineRoute(
      app,
      {
        method: 'GET',
        url: `/${promoCode.service}/${PROMOTION_PATHS.findPromoCode}`,
        tags: [promoCode.service],
        summary: "Promo code by its code, with its uses so far and the customer's groups: what the order form computes the discount with",
        description: '404 when no active promo code has the code. `usage.byCustomer` counts the orders of `customerId`.',
        // the order form's call: whoever may open orders may apply a code to one
        access: access(order),
        query: { code: { type: 'string', required: true }, customerId: { type: 'reference', message: messages.numberOnly } },
        response: { 200: findAnswer },
      },
      async (req): Promise<PromoCodeLookup> => {
        const { code, customerId } = req.query;
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
    const existing = async (repo: typeof links, id: number, what: string) => {
      if (!(await repo.get(id))) throw new ApiError(404, messages.notFound(what));
      return id;
    };
    const stats = (decl: EntityDeclaration, url: string, summary: string, ok: JsonSchema, read: (id: number, range: StatsRange) => Promise<unknown>) =>
      defineRoute(
        app,
        { method: 'GET', url: `/${decl.service}/${url}`, tags: [decl.service], summary, description: statsDescription, access: access(decl), params: idParam, query: rangeQuery, response: { 200: ok } },
        async (req) => {
          const range = rangeOf(req.query);
          return read(await existing(decl === link ? links : franchises, req.params.id, decl.labelOne), range);
        },
      );
    stats(
      franchise,
      FRANCHISE_STATS_PATHS.statistics(':id'),
      "Franchise statistics: its orders' count, done and cancelled counts, total, average and customers",
      closedObject({
        orderCount: { type: 'integer' }, doneOrderCount: { type: 'integer' }, cancelledOrderCount: { type: 'integer' },
        orderTotal: { type: 'number' }, averageOrder: { type: 'number' }, customerCount: { type: 'integer' },
      }),
      (id, range) => franchiseStatistics(ctx.db, id, range),
    );
    stats(franchise, FRANCHISE_STATS_PATHS.orders(':id'), 'Franchise orders per day (UTC): count and total', { type: 'array', items: dayCount }, (id, range) => franchiseOrdersByDay(ctx.db, id, range));
    stats(
      link,
      LINK_STATS_PATHS.statistics(':id'),
      'Traffic link statistics: its visits in the range and per day (UTC)',
      closedObject({ visits: { type: 'integer' }, days: { type: 'array', items: dayCount } }),
      (id, range) => linkStatistics(ctx.db, id, range),
    );
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/${link.service}/${LINK_STATS_PATHS.visit(':id')}`,
        tags: [link.service],
        summary: 'Traffic link: one visit (the storefront calls it when the link is followed); 422 when the link is inactive or outside its dates',
        access: access(link),
        params: idParam,
        body: { referrer: { type: 'string', maxLength: 500, message: messages.maxLength(500) } },
        response: { 200: closedObject({ visits: { type: 'integer' } }, ['visits']) },
      },
      async (req) => {
        const id = req.params.id;
        const row = await links.get(id);
        if (!row || row.deleted) throw new ApiError(404, messages.notFound(link.labelOne));
        const now = Date.now();
        const within = row.isActive !== false && (!row.startDate || Date.parse(String(row.startDate)) <= now) && (!row.endDate || Date.parse(String(row.endDate)) >= now);
        if (!within) throw new ValidationError([{ path: 'isActive', msg: PROMOTION_TEXTS.linkInactive }]);
        return { visits: await recordLinkVisit(ctx.db, id, req.body.referrer ?? null) };
      },
    );
  };
}
