// What a verified provider webhook carries: delivery reports of single SMS and campaign recipients,
// and inbound messages (stored, notified, pushed to open conversations).
import { NOTIFICATION_KINDS } from '../../../contract/notifications/links';
import { EVENTS } from '../../../contract/realtime';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { toE164 } from '../../../contract/phone';
import { DEFAULT_SMS_PROVIDER, type RecipientStatus, type SmsStatus, type SmsStatusEvent } from '../../../contract/sms/sms';
import type { ProviderEvent, ReportedStatus, SmsAdapter } from '../../adapters/sms/types';
import type { Db } from '../../db/database';
import { inTransaction, type EntityRepository } from '../../engine/entity.repository';
import type { Actor } from '../../engine/entity-hooks';
import type { NotificationService } from '../notifications/notify';
import { setUnsubscribed } from '../campaigns/block-list.repository';
import type { ChannelAudience } from '../campaigns/audience';
import * as repo from './sms.repository';

const PROVIDER_WEBHOOK: Actor = { userId: 0, username: 'sms webhook', system: true };

/** Replies that unsubscribe and subscribe again (the carriers' standard keywords). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

const SMS_STATUS: Record<ReportedStatus, SmsStatus> = { sent: 'sent', delivered: 'delivered', undelivered: 'delivery_failed', failed: 'delivery_failed', spam: 'delivery_failed' };
const RECIPIENT_STATUS: Record<ReportedStatus, RecipientStatus> = { sent: 'sent', delivered: 'delivered', undelivered: 'undelivered', failed: 'error', spam: 'spam' };

export interface WebhookDeps {
  db: Db;
  smsRepository: EntityRepository;
  notifications: NotificationService;
  audience: ChannelAudience;
  /** pushes a single SMS's new status */
  smsStatus(e: SmsStatusEvent): Promise<void>;
  /** recounts a campaign's counters shortly (the campaign engine) */
  countersSoon(campaignId: number): void;
}

export function webhookHandler(deps: WebhookDeps) {
  const { db } = deps;

  async function inbound(adapter: SmsAdapter, e: Extract<ProviderEvent, { kind: 'inbound' }>) {
    const from = toE164(e.from) ?? e.from.slice(0, 32);
    const provider = adapter.name === 'sandbox' ? DEFAULT_SMS_PROVIDER : adapter.name;
    const providerMessageId = e.providerMessageId?.slice(0, 100);
    const row = await inTransaction(db, async (tx) => {
      // a signed delivery replayed (by the provider's retries or anyone holding a copy) is stored once
      if (providerMessageId && (await repo.inboundAlreadyStored(tx.trx, provider, providerMessageId)) !== undefined) return undefined;
      const created = await deps.smsRepository.create(
        {
          to: (toE164(e.to) ?? e.to).slice(0, 32),
          from: from.slice(0, 20),
          message: e.text.slice(0, 1600),
          files: e.mediaUrls,
          provider,
          inbound: true,
          status: 'received',
          providerMessageId: providerMessageId ?? null,
        },
        PROVIDER_WEBHOOK,
        { tx },
      );
      await repo.markNotForSending(tx.trx, created[smsDecl.id] as number);
      return created;
    });
    if (!row) return;
    const word = e.text.trim().toUpperCase();
    if (STOP_WORDS.has(word)) await setUnsubscribed(db, 'sms', from, true);
    else if (START_WORDS.has(word)) await setUnsubscribed(db, 'sms', from, false);
    const smsId = row[smsDecl.id] as number;
    await deps.audience.emit('sms', smsDecl.permission, EVENTS.inbound, row, { decl: smsDecl, id: smsId });
    await deps.notifications.notify({
      type: NOTIFICATION_KINDS.inboundSms,
      receivers: { permission: smsDecl.permission },
      content: { text: 'sms', values: { from } },
      message: e.text.slice(0, 500),
      data: { smsId },
      about: { decl: smsDecl, id: smsId },
    });
  }

  /** Applies the events of one verified request. */
  return async function handle(adapter: SmsAdapter, events: ProviderEvent[]): Promise<void> {
    const recipients: { id: number; status: RecipientStatus; providerMessageId: string | null; error: string | null }[] = [];
    for (const e of events) {
      if (e.kind === 'inbound') {
        await inbound(adapter, e);
        continue;
      }
      const ref = e.reference ?? '';
      const refId = /^[sc]\d{1,15}$/.test(ref) ? Number(ref.slice(1)) : undefined;
      if (ref.startsWith('c') && refId) {
        recipients.push({ id: refId, status: RECIPIENT_STATUS[e.status], providerMessageId: e.providerMessageId ?? null, error: e.error ?? null });
      } else if (refId || e.providerMessageId) {
        const rows = await repo.reportSms(db, { id: refId, providerMessageId: e.providerMessageId }, SMS_STATUS[e.status], e.error);
        for (const r of rows) void deps.smsStatus({ smsId: Number(r.smsId), to: r.to, status: r.status });
      }
    }
    for (const campaignId of await repo.reportRecipients(db, recipients)) deps.countersSoon(campaignId);
  };
}
