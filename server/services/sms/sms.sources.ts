// A campaign's recipients as its sources give them (docs/sms.md, "Campaigns"): the typed phones, the
// SMS group's, then the customers of the customer groups (given and the SMS group's), read page by
// page. Shared by the queue that expands a campaign and the campaigns handed whole to a service.
import { toE164 } from '../../../contract/sms/phone';
import type { Db } from '../../db/database';
import * as repo from './sms.repository';

const PAGE = 5000;

export interface CampaignSources {
  phones: readonly unknown[] | null;
  smsGroupId: number | null;
  customerGroups: readonly number[] | null;
}

/** Numbers of these E.164 forms; a text that is not a number (a customer's telephone) is left out. */
const e164 = (list: readonly unknown[]) => list.map((p) => toE164(p)).filter((p): p is string => !!p);

/** The sources' phones in batches of at most 5,000 (an SMS group's own phones: one batch), not deduplicated across batches. */
export async function* sourcePhones(db: Db, sources: CampaignSources): AsyncGenerator<string[]> {
  const direct = e164(sources.phones ?? []);
  for (let i = 0; i < direct.length; i += PAGE) yield direct.slice(i, i + PAGE);
  const groups = new Set(sources.customerGroups ?? []);
  if (sources.smsGroupId) {
    const group = await repo.smsGroupSources(db, sources.smsGroupId);
    yield e164(group.phones);
    for (const g of group.customerGroups) groups.add(g);
  }
  if (!groups.size) return;
  for (let after = 0; ; ) {
    const page = await repo.customerPhones(db, [...groups], after, PAGE);
    if (!page.length) return;
    after = page[page.length - 1].id;
    yield e164(page.map((r) => r.telephone));
  }
}
