// What a channel (SMS, calls) declares to the campaign engine (engine.ts): where its single sends
// and its campaigns' recipients are kept, how one is handed to its provider, and its counters. The
// engine owns everything else, the same for every channel: claims, pace, in-flight cap, failure
// logging, stale claims, counters' throttle, resuming (docs/decisions.md, "One campaign engine").
import type { Db } from '../../db/database';
import type { ProviderName } from '../../adapters/registry';
import type { BlockReason } from './block-list.repository';
import type { ChannelName } from './jobs';
import type { RecipientSources } from './recipients';

/** The error of a row settled after its claim went stale: nobody knows whether the provider got it. */
export const STATE_UNKNOWN = 'state unknown: the server stopped during the provider call';

/** A single send or a campaign's recipient, claimed (committed) before its provider call. */
export interface Claimed {
  id: number;
  phone: string;
  provider: ProviderName;
}

/** What one provider call gave: the provider's id, or the error (recorded on the row). */
export interface Outcome {
  id: number;
  ok: boolean;
  providerId: string | null;
  error: string | null;
}

export interface CampaignRow {
  id: number;
  provider: ProviderName;
  status: string;
  sendDate: Date | null;
  deleted: boolean;
  sources: RecipientSources;
}

/** A list of work claimed by rows: the channel's single sends, or one campaign's recipients. */
export interface WorkList<C extends Claimed> {
  /** Marks up to `limit` waiting rows claimed, in one committed statement (`FOR UPDATE SKIP LOCKED`). */
  claim(db: Db, limit: number): Promise<C[]>;
  /** Writes the outcomes of a batch; a provider's report that came first wins. */
  finish(db: Db, outcomes: Outcome[]): Promise<void>;
  /** Rows claimed longer ago than `olderThanSeconds` (their server stopped during the provider call): settled as failed, never sent again. */
  settleStale(db: Db, olderThanSeconds: number): Promise<void>;
}

export interface CampaignChannel<C extends Claimed = Claimed, K extends CampaignRow = CampaignRow> {
  name: ChannelName;
  /** sends handed to one provider per second, across every API process (also the batch size) */
  ratePerSecond: number;
  /** tables of the channel's campaigns and recipient groups */
  campaignTable: string;
  groupTable: string;
  /** the single sends (an SMS, a call request) */
  requests: WorkList<C> & {
    /** the next future send date of a waiting single send, to wake the queue then */
    nextDue?(db: Db): Promise<Date | undefined>;
  };
  campaigns: {
    byId(db: Db, id: number): Promise<K | undefined>;
    /** One row per phone (each phone once per campaign); blocked phones are written skipped, never claimed. */
    addRecipients(db: Db, campaign: K, phones: string[], blocked: Map<string, BlockReason>): Promise<void>;
    /** The recipients of one campaign as a work list. */
    recipients(campaign: K): WorkList<C>;
    /** recipients waiting for a claim, and claimed ones with no outcome yet */
    progress(db: Db, campaignId: number): Promise<{ waiting: number; claimed: number }>;
    /** Recounts the campaign's counters from its rows, stores them (and pushes them where the channel does). */
    writeCounters(campaignId: number): Promise<void>;
  };
  /** Hands one claimed send to its provider; answers the provider's id. */
  send(item: C, campaign?: K): Promise<string>;
  /** Whether an error is the provider refusing this one send (its outcome, not a fault of ours or the provider's). */
  isRefusal(e: unknown): boolean;
  /** Called with the outcomes of single sends once written (SMS pushes each status). */
  afterRequests?(items: C[], outcomes: Outcome[]): void;
}
