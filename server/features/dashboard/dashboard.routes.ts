// The dashboard sections' calls (contract/dashboard/dashboard.ts): one GET per section at the path
// the contract gives it, behind the section's permission, answering its series and breakdown from
// the rollups (rollup.ts) for the user's range, grain, zone and business.
import type { FastifyInstance } from 'fastify';
import {
  BREAKDOWN_LIMIT, CALL_CAMPAIGN_STATISTICS_PATH, DASHBOARD_SECTIONS, parseStatsQuery, sectionById,
  type DashboardSection, type StatsQuery, type StatsResponse,
} from '../../../contract/dashboard/dashboard';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/database';
import type { Actor } from '../../engine/entity-hooks';
import { businessAsked } from '../businesses/business-scope';
import { ValidationError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject, type JsonSchema } from '../../http/schemas';
import '../../http/types';
import { SECTION_FACTS } from './facts';
import { readBreakdown, readSeries, wholeBuckets } from './rollup';

const number = { type: 'number' } as const;
const measuresObject = (keys: string[], extra: Record<string, JsonSchema> = {}): JsonSchema =>
  closedObject({ ...extra, ...Object.fromEntries(keys.map((k) => [k, number])) });

/** A section's answer: the series of its buckets, their totals and its breakdown. */
function answerOf(section: DashboardSection): JsonSchema {
  const facts = SECTION_FACTS[section.id];
  const seriesKeys = [...(facts.series?.measures ?? [])];
  const breakdownKeys = [...(facts.breakdown?.measures ?? [])];
  return closedObject(
    {
      grain: { type: 'string' },
      tz: { type: 'string' },
      dateFrom: { type: 'string' },
      dateTo: { type: 'string' },
      series: { type: 'array', items: measuresObject(seriesKeys, { at: { type: 'string' } }) },
      totals: measuresObject(seriesKeys.length ? seriesKeys : breakdownKeys),
      breakdown: { type: 'array', items: measuresObject(breakdownKeys, { key: { type: 'integer' }, label: { type: 'string' } }) },
    },
    ['grain', 'tz', 'dateFrom', 'dateTo', 'series', 'totals'],
  );
}

/**
 * A section's query: its grains, the zone, the range and the business, each read as its field; the
 * zone's existence, the range's order and the number of buckets are the section's rules (parseStatsQuery).
 */
const queryOf = (section: DashboardSection) =>
  ({
    dateFrom: { type: 'datetime', message: messages.wrongType },
    dateTo: { type: 'datetime', message: messages.wrongType },
    grain: { type: 'enum', choices: section.grains, message: `Use one of: ${section.grains.join(', ')}.`, help: `default ${section.defaultGrain}` },
    tz: { type: 'string', help: 'an IANA time zone (default UTC)' },
    businessId: { type: 'reference', message: messages.wrongType },
  }) as const;

const descriptionOf = (section: DashboardSection) =>
  `Buckets are whole ${section.grains.join(', ')}s of the zone tz (default ${section.defaultGrain}); the range defaults to the last twelve months.`;

/**
 * One section's answer for a query string: of every business, or the one asked; a user bound to a
 * business sees their own only, and another asked for is not there (docs/tenancy.md).
 */
export async function sectionStatistics(db: Db, section: DashboardSection, raw: Record<string, unknown>, actor?: Actor): Promise<StatsResponse> {
  const { query, errors } = parseStatsQuery(section, raw);
  if (!query) throw new ValidationError(errors);
  if (actor) query.businessId = businessAsked(actor, query.businessId);
  try {
    return await answer(db, section, query);
  } catch (e) {
    // a zone the browser knows and PostgreSQL's zone database does not (22023: time zone not recognized)
    if ((e as { code?: string }).code === '22023' && /time zone/i.test(String((e as Error).message))) {
      throw new ValidationError([{ path: 'tz', msg: 'Unknown time zone.' }]);
    }
    throw e;
  }
}

async function answer(db: Db, section: DashboardSection, query: StatsQuery): Promise<StatsResponse> {
  const facts = SECTION_FACTS[section.id];
  const q = { from: query.dateFrom, to: query.dateTo, grain: query.grain, tz: query.tz, businessId: query.businessId };
  const out: StatsResponse = { grain: query.grain, tz: query.tz, dateFrom: query.dateFrom, dateTo: query.dateTo, series: [], totals: {} };
  if (facts.series) {
    const s = await readSeries(db, facts.series, q);
    Object.assign(out, { dateFrom: s.from, dateTo: s.to, series: s.series, totals: s.totals });
  }
  if (facts.breakdown && section.breakdown) {
    // over the same whole buckets as the series, so the two add up
    const range = facts.series ? { from: out.dateFrom, to: out.dateTo } : await wholeBuckets(db, q);
    out.breakdown = (await readBreakdown(db, facts.breakdown, { ...range, businessId: query.businessId }, section.breakdown.measure, BREAKDOWN_LIMIT)) as StatsResponse['breakdown'];
    if (!facts.series) {
      Object.assign(out, { dateFrom: range.from, dateTo: range.to });
      // summed in cents: dollars added as floats drift
      const sum = (m: string) => out.breakdown!.reduce((s, r) => s + Math.round(Number(r[m] ?? 0) * 100), 0) / 100;
      out.totals = Object.fromEntries(facts.breakdown.measures.map((m) => [m, sum(m)]));
    }
  }
  return out;
}

const SUMMARIES: Record<DashboardSection['id'], string> = {
  customers: 'Dashboard, customers: new customers per bucket',
  traffic: "Dashboard, traffic: the traffic links' visits per bucket and per link",
  calls: 'Dashboard, calls: answered, missed, failed and campaign calls per bucket; calls per campaign',
  agentCalls: 'Dashboard, calls per agent: calls, answered calls and minutes per user',
  orders: 'Dashboard, orders (sales statistics): orders, done, cancelled and their total per bucket',
  productSales: 'Dashboard, product sales: units and revenue per bucket; the best-selling products',
  staffSales: 'Dashboard, staff sales: orders, cancelled orders and total per member of staff',
  sms: 'Dashboard, SMS: campaign messages sent, delivered and failed per bucket',
  storeSms: "Dashboard, store SMS: the stores' messages sent, received and failed per bucket",
  cart: 'Dashboard, cart: cart lines and units added per bucket; the products most put in carts',
};

export function dashboardRoutes(db: Db) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const sectionRoute = (section: DashboardSection, url: string, summary: string) =>
      defineRoute(
        app,
        {
          method: 'GET',
          url,
          tags: ['dashboard'],
          summary,
          description: descriptionOf(section),
          access: { path: section.permission, right: 'access' },
          query: queryOf(section),
          response: { 200: answerOf(section) },
        },
        async (req) => sectionStatistics(db, section, req.query, req.principal),
      );
    for (const section of DASHBOARD_SECTIONS) sectionRoute(section, section.path, SUMMARIES[section.id]);
    sectionRoute(sectionById('calls'), CALL_CAMPAIGN_STATISTICS_PATH, 'Call campaigns statistics (bulk/s): the calls section, with its calls per campaign');
  };
}
