import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import {
  NOTIFICATION_PATHS,
  notificationLink,
  notificationMailLink,
  wants,
  type ChannelKey,
  type NotificationItem,
  type NotificationLinkData,
  type PushPayload,
  type TypeChannels,
  type UserSettings,
} from '../../../contract/notifications';
import { DEFAULT_USER_LANGUAGE, type UserLanguage } from '../../../contract/accounts/user-language';
import { NOTIFICATION_TEXTS, notificationText, type NotificationText } from '../../../contract/notifications/texts';
import { can, type Permission } from '../../../contract/permissions';
import { EVENTS } from '../../../contract/realtime';
import type { EntityDeclaration } from '../../../contract/entity';
import { isFranchiseScoped, isScoped, ownerVisibleTo, type Binding } from '../../../contract/tenancy';
import type { Db } from '../../db/database';
import { rowOwners } from '../../db/tenancy';
import { runAsPlatform } from '../../db/tenant-context';
import type { Mailer } from '../../providers/mail';
import type { PushSender } from '../../providers/push';
import type { Jobs } from '../../jobs/queue';
import type { Realtime } from '../../realtime/realtime';
import { NotificationsRepository } from './notifications.repository';

export interface NotifyInput {
  /** the notification type's name, e.g. 'order', 'order_status', 'review', 'chat', 'inbound_sms', 'order_delivery' */
  type: string;
  /** user ids, or every enabled user whose group grants access on a permission path */
  receivers: number[] | { permission: string };
  /** the product's own texts (a key and its values) are said in each receiver's language */
  content: string | NotificationText;
  message?: string | null;
  /** link keys (see notificationLink) */
  data?: NotificationLinkData;
  /** the user who caused it, when there is one */
  senderId?: number | null;
  /** users left out even when they match `receivers` (e.g. the one who made the change) */
  exclude?: number[];
  /**
   * the row the notification is about: only users who may see it hear of it (docs/tenancy.md), so a
   * business's order reaches that business's users and staff of the platform, never another business's
   */
  about?: { decl: EntityDeclaration; id: number };
}

export type NotifyResult = Record<ChannelKey, number>;

export interface NotificationService {
  repository: NotificationsRepository;
  /** The one entry point for every part of the product that raises a notification. */
  notify(input: NotifyInput): Promise<NotifyResult>;
}

/** The behaviour of a type nobody declared: offered in the app only. */
const fallbackType = (name: string): TypeChannels & { sounds: number[] } => ({
  notificationTypeId: 0,
  name,
  inApp: true,
  email: false,
  push: false,
  sms: false,
  sounds: [],
});

/** Where a stored sound plays: its random key, never its sequential fileId (docs/decisions.md, 'Uploaded files'). */
export const soundUrl = (fileKey: string) => `/notification/${NOTIFICATION_PATHS.file(fileKey)}`;

/** The first retry of a refused push waits this long; the queue backs off from there. */
const FIRST_PUSH_RETRY_SECONDS = 30;

declare module '../../jobs/queue' {
  interface JobTypes {
    'push.retry': { subscriptionId: number; payload: PushPayload };
  }
}

interface Receiver {
  id: number;
  email: string | null;
  language: UserLanguage;
  settings: UserSettings | null;
  binding: Binding;
}

export function createNotificationService(deps: {
  db: Db;
  realtime: Realtime;
  mailer: Mailer;
  push: PushSender;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** the job queue: a push the service refused (not 'gone') is sent again from it, with backoff */
  jobs?: Jobs;
  firstPushRetrySeconds?: number;
}): NotificationService {
  const { db, log, jobs } = deps;
  const repository = new NotificationsRepository(db);

  /** One push to one subscription; a subscription the service says is gone is forgotten. */
  async function pushTo(subscriptionId: number, payload: PushPayload) {
    const { rows } = await sql<{ endpoint: string; p256dh: string; auth: string }>`
      SELECT endpoint, p256dh, auth FROM push_subscription WHERE id = ${subscriptionId}`.execute(db);
    const s = rows[0];
    if (!s) return 'gone' as const; // removed meanwhile (signed out, or gone on an earlier try)
    const outcome = await deps.push.send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload);
    if (outcome === 'gone') await sql`DELETE FROM push_subscription WHERE id = ${subscriptionId}`.execute(db);
    return outcome;
  }
  if (jobs) {
    void jobs
      .work('push.retry', async ({ subscriptionId, payload }) => {
        // a throw leaves the job to the queue's next try (backoff, at most its retry limit)
        if ((await pushTo(subscriptionId, payload)) === 'failed') throw new Error('push refused again');
      })
      .catch((e) => log.error({ err: e }, 'push retries not started'));
  }

  async function typeNamed(name: string) {
    const { rows } = await sql<TypeChannels & { status: boolean; sounds: number[] | null }>`
      SELECT id AS "notificationTypeId", name, in_app AS "inApp", email, push, sms, status, sounds
      FROM notification_type WHERE lower(name) = lower(${name}) AND NOT deleted`.execute(db);
    const row = rows[0];
    if (!row) return fallbackType(name);
    if (!row.status) return undefined;
    return { ...row, notificationTypeId: Number(row.notificationTypeId), sounds: row.sounds ?? [] };
  }

  async function firstSound(ids: number[]): Promise<string | null> {
    if (!ids.length) return null;
    const { rows } = await sql<{ id: number; key: string }>`
      SELECT s.id, f.key FROM notification_sound s JOIN stored_file f ON f.id = s.file_id
      WHERE s.id = ANY(${ids}::bigint[]) AND s.status AND NOT s.deleted AND f.kind = 'sound'`.execute(db);
    for (const id of ids) {
      const hit = rows.find((r) => Number(r.id) === Number(id));
      if (hit) return soundUrl(hit.key);
    }
    return null;
  }

  async function receiversOf(spec: NotifyInput['receivers']): Promise<Receiver[]> {
    const byPermission = !Array.isArray(spec);
    const ids = Array.isArray(spec) ? [...new Set(spec.map(Number))] : null;
    // every user who may hear of it, whoever's work raised it: read as the product itself
    const { rows } = await runAsPlatform(() =>
      sql<Omit<Receiver, 'binding'> & { permissions: Permission[]; business_id: number | null; franchise_id: number | null }>`
        SELECT u.id, u.email, u.language, s.settings, g.permissions, coalesce(u.business_id, f.business_id) AS business_id, u.franchise_id
        FROM app_user u
        JOIN user_group g ON g.id = u.user_group_id
        LEFT JOIN franchise f ON f.id = u.franchise_id
        LEFT JOIN notification_user_setting s ON s.user_id = u.id
        WHERE u.status AND NOT u.deleted AND (${ids}::bigint[] IS NULL OR u.id = ANY(${ids}::bigint[]))`.execute(db),
    );
    const chosen = byPermission ? rows.filter((r) => can(r.permissions ?? [], 'access', spec.permission)) : rows;
    return chosen.map((r) => ({
      id: Number(r.id),
      email: r.email,
      language: r.language,
      settings: r.settings,
      binding: { businessId: r.business_id == null ? null : Number(r.business_id), franchiseId: r.franchise_id == null ? null : Number(r.franchise_id) },
    }));
  }

  /** Of the receivers, those who may see the row the notification is about. */
  async function mayHear(receivers: Receiver[], about: NotifyInput['about']): Promise<Receiver[]> {
    if (!about || !isScoped(about.decl.scope)) return receivers;
    const owner = (await rowOwners(db, about.decl, [about.id])).get(about.id) ?? { businessId: null, franchiseId: null };
    return receivers.filter((r) => ownerVisibleTo(owner, isFranchiseScoped(about.decl), r.binding));
  }

  async function notify(input: NotifyInput): Promise<NotifyResult> {
    const result: NotifyResult = { inApp: 0, email: 0, push: 0, sms: 0 };
    const type = await typeNamed(input.type);
    if (!type) return result;
    const left = new Set((input.exclude ?? []).map(Number));
    const receivers = await mayHear((await receiversOf(input.receivers)).filter((r) => !left.has(r.id)), input.about);
    if (!receivers.length) return result;
    const on = (channel: ChannelKey) => receivers.filter((r) => wants(type, r.settings ?? {}, channel));
    const link = notificationLink(input.type, input.data);
    const sound = await firstSound(type.sounds);

    // inApp: stored, then pushed to the receiver's open pages
    const stored = await repository.insert(
      on('inApp').map((r) => ({
        receiver: r.id,
        type: input.type,
        content: notificationText(r.language, input.content),
        message: input.message,
        senderId: input.senderId,
        data: input.data,
        sound,
      })),
    );
    for (const item of stored) deps.realtime.toUser('main', item.receiver, EVENTS.notification, item);
    result.inApp = stored.length;
    const storedFor = new Map<number, NotificationItem>(stored.map((i) => [i.receiver, i]));

    const mails = on('email').filter((r) => r.email);
    await Promise.all(
      mails.map((r) => {
        const content = notificationText(r.language, input.content);
        return deps.mailer.send({
          to: r.email!,
          purpose: 'notification',
          subject: content,
          text: `${content}\n\n${input.message ? input.message + '\n\n' : ''}${NOTIFICATION_TEXTS[r.language].open}: ${notificationMailLink(deps.publicUrl, input.type, input.data)}\n`,
        });
      }),
    );
    result.email = mails.length;

    const pushReceivers = on('push');
    const languageOf = new Map(pushReceivers.map((r) => [r.id, r.language]));
    if (pushReceivers.length) {
      const { rows: subs } = await sql<{ id: number; user_id: number }>`
        SELECT id, user_id FROM push_subscription WHERE user_id = ANY(${pushReceivers.map((r) => r.id)}::bigint[])`.execute(db);
      const outcomes = await Promise.all(
        subs.map(async (s) => {
          const content = notificationText(languageOf.get(Number(s.user_id)) ?? DEFAULT_USER_LANGUAGE, input.content);
          const payload: PushPayload = {
            title: content,
            body: input.message ?? content,
            link,
            notificationId: storedFor.get(Number(s.user_id))?._id ?? 0,
          };
          const outcome = await pushTo(Number(s.id), payload);
          if (outcome === 'failed' && jobs) {
            const startAfter = new Date(Date.now() + (deps.firstPushRetrySeconds ?? FIRST_PUSH_RETRY_SECONDS) * 1000);
            await jobs.send('push.retry', { subscriptionId: Number(s.id), payload }, { startAfter }).catch((e) => log.error({ err: e }, 'push retry not queued'));
          }
          return outcome;
        }),
      );
      result.push = outcomes.filter((o) => o === 'sent').length;
    }

    const sms = on('sms');
    // No SMS provider reaches staff phones yet: the choice is kept and the skip is logged.
    if (sms.length) log.info({ type: input.type, receivers: sms.map((r) => r.id) }, 'notification sms skipped: no provider');
    return result;
  }

  return { repository, notify };
}
