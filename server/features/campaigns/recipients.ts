// A campaign's recipients as its sources give them, for every channel: the typed phones, the
// recipient group's, then the customers of the customer groups (given and the group's), read page
// by page. Used by the engine that expands a campaign and by SMS campaigns handed whole to a service.
import { toE164 } from '../../../contract/phone';
import type { Db } from '../../db/database';
import { customerPhones, groupSources } from './campaigns.repository';

const PAGE = 5000;

export interface RecipientSources {
  phones: readonly unknown[] | null;
  /** the recipient group (an SMS group, a call group) */
  groupId: number | null;
  customerGroups: readonly number[] | null;
}

/** Numbers of these E.164 forms; a text that is not a number (a customer's telephone) is left out. */
const e164 = (list: readonly unknown[]) => list.map((p) => toE164(p)).filter((p): p is string => !!p);

/**
 * The sources' phones in batches of at most 5,000 (a group's own phones: one batch), not
 * deduplicated across batches; `groupTable` is the table of the channel's recipient groups.
 */
export async function* recipientPhones(db: Db, sources: RecipientSources, groupTable: string): AsyncGenerator<string[]> {
  const direct = e164(sources.phones ?? []);
  for (let i = 0; i < direct.length; i += PAGE) yield direct.slice(i, i + PAGE);
  const groups = new Set(sources.customerGroups ?? []);
  if (sources.groupId) {
    const group = await groupSources(db, groupTable, sources.groupId);
    yield e164(group.phones);
    for (const g of group.customerGroups) groups.add(g);
  }
  if (!groups.size) return;
  for (let after = 0; ; ) {
    const page = await customerPhones(db, [...groups], after, PAGE);
    if (!page.length) return;
    after = page[page.length - 1].id;
    yield e164(page.map((r) => r.telephone));
  }
}
