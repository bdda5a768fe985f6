import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { Db } from '../db/database';
import type { Trx } from '../engine/entity.repository';
import type { Jobs } from '../jobs/queue';

declare module '../jobs/queue' {
  interface JobTypes {
    /** sends again a kept mail that SMTP refused; a throw retries it later, with backoff */
    'mail.retry': { mailId: number };
  }
}

/** How long after a failed send the first retry runs by default (later ones back off: server/jobs/queue.ts). */
const FIRST_RETRY_SECONDS = 30;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** what the mail is for (verify, reset, invite, notice, notification); counted for per-address limits */
  purpose?: string;
}

export interface SendOptions {
  /** send only if fewer than `max` mails of these purposes went to the address in the last `minutes` */
  limit?: { purposes: string[]; max: number; minutes: number };
  /** runs in the transaction that keeps the message, only when it is sent (e.g. storing the code it carries) */
  inTransaction?: (trx: Trx) => Promise<void>;
}

export interface Mailer {
  /**
   * Keeps the message in the outbox, then sends it through SMTP when configured. Never throws;
   * false when a limit held it back or it could not be kept.
   */
  send(message: MailMessage, options?: SendOptions): Promise<boolean>;
  close(): void;
}

function transportFor(smtp: SmtpConfig): Transporter {
  if ('url' in smtp) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
}

/**
 * Mail through SMTP (nodemailer) when configured. Every message is also kept in the mail_outbox
 * table; with no SMTP it stays there (sent = false), where an administrator reads it (GET
 * /api/outbox), so a local user can sign up without any mail server. A message SMTP refuses is
 * sent again by the job queue, with backoff, until it goes out (or the queue gives up).
 */
export function createMailer(
  db: Db,
  opts: { smtp?: SmtpConfig; from: string; log: Pick<FastifyBaseLogger, 'warn' | 'error'>; jobs?: Jobs; firstRetrySeconds?: number },
): Mailer {
  const transport = opts.smtp ? transportFor(opts.smtp) : undefined;
  const { jobs } = opts;
  const deliver = async (id: number, message: MailMessage) => {
    await transport!.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
    await sql`UPDATE mail_outbox SET sent = true WHERE id = ${id}`.execute(db);
  };
  if (transport && jobs) {
    void jobs
      .work('mail.retry', async ({ mailId }) => {
        const { rows } = await sql<MailMessage>`SELECT to_address AS "to", subject, text FROM mail_outbox WHERE id = ${mailId} AND NOT sent`.execute(db);
        if (rows[0]) await deliver(mailId, rows[0]);
      })
      .catch((e) => opts.log.error({ err: e }, 'mail retries not started'));
  }
  return {
    async send(message, options = {}) {
      try {
        const id = await db.transaction().execute(async (trx) => {
          const { limit } = options;
          if (limit) {
            // one sender at a time per address, so concurrent requests cannot pass the limit together
            await sql`SELECT pg_advisory_xact_lock(hashtext(lower(${message.to})))`.execute(trx);
            const { rows } = await sql<{ n: number }>`
              SELECT count(*)::int AS n FROM mail_outbox
              WHERE lower(to_address) = lower(${message.to}) AND purpose = ANY(${limit.purposes})
                AND at > now() - make_interval(mins => ${limit.minutes})`.execute(trx);
            if (rows[0].n >= limit.max) return undefined;
          }
          await options.inTransaction?.(trx);
          const { rows } = await sql<{ id: number }>`
            INSERT INTO mail_outbox (to_address, subject, text, purpose)
            VALUES (${message.to}, ${message.subject}, ${message.text}, ${message.purpose ?? null}) RETURNING id`.execute(trx);
          return rows[0].id;
        });
        if (id === undefined) return false;
        if (!transport) {
          // No mail server: the outbox is where the message can be read (its text may hold a code: never logged).
          opts.log.warn(`mail to ${message.to}: ${message.subject} (no SMTP configured: kept in the outbox)`);
          return true;
        }
        try {
          await deliver(id, message);
        } catch (e) {
          if (!jobs) throw e;
          opts.log.warn({ err: e, to: message.to }, 'mail not sent yet: retried later');
          await jobs.send('mail.retry', { mailId: id }, { startAfter: new Date(Date.now() + (opts.firstRetrySeconds ?? FIRST_RETRY_SECONDS) * 1000) });
        }
        return true;
      } catch (e) {
        opts.log.error({ err: e, to: message.to }, 'mail not sent');
        return false;
      }
    },
    close: () => transport?.close(),
  };
}
