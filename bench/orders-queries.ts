// The queries of the orders benchmark: the two reference queries of TARGETS.md written the
// naive way (page + exact count(*)), the scenarios of issue 3 as the list endpoint runs them, and
// the export of issue 9 as its own endpoint runs it.
import { EXPORT_MAX_ROWS } from '../contract/orders/order-export';
import type { OrderFilter } from '../contract/orders/order-filter';

const DAY = 86_400_000;

/** TARGETS.md's Q (status new, last 90 days, page 2 of 20) and Q2 (newest first, page 1 of 20). */
export function referenceQuery(name: string): { page: { text: string; values: unknown[] }; count: { text: string; values: unknown[] } } {
  if (name === 'Q2') {
    return {
      page: { text: 'SELECT * FROM orders WHERE NOT deleted ORDER BY date_added DESC LIMIT 20 OFFSET 0', values: [] },
      count: { text: 'SELECT count(*)::int AS n FROM orders WHERE NOT deleted', values: [] },
    };
  }
  const where = `NOT deleted AND status = 'new' AND date_added >= now() - interval '90 days'`;
  return {
    page: { text: `SELECT * FROM orders WHERE ${where} ORDER BY date_added DESC LIMIT 20 OFFSET 20`, values: [] },
    count: { text: `SELECT count(*)::int AS n FROM orders WHERE ${where}`, values: [] },
  };
}

export interface Scenario {
  name: string;
  filter: OrderFilter;
  page: number;
  count: number;
}

/** The three list views of issue 3. `telephonePrefix` is taken from the data (a real number's start). */
export function scenarios(telephonePrefix: string, now = Date.now()): Scenario[] {
  return [
    { name: 'default list (newest first, page 1 of 20)', filter: {}, page: 1, count: 20 },
    { name: "status 'new' + last 90 days (page 2 of 20)", filter: { status: 'new', dateFrom: new Date(now - 90 * DAY).toISOString() }, page: 2, count: 20 },
    { name: `telephone search '${telephonePrefix}' (page 1 of 20)`, filter: { telephone: telephonePrefix }, page: 1, count: 20 },
  ];
}

/**
 * The export of issue 9: the orders of a status, of which the export
 * endpoint sends the newest EXPORT_MAX_ROWS; before it, the export was the list call's page 1 of
 * EXPORT_MAX_ROWS full orders, measured beside it for comparison.
 */
export const exportScenario = {
  name: `export: ${EXPORT_MAX_ROWS} orders of a status`,
  filter: { status: 'done' } as OrderFilter,
  before: { page: 1, count: EXPORT_MAX_ROWS },
};
