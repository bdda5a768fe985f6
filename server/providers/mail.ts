import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { Db } from '../db/database';
import type { Trx } from '../engine/entity.repository';

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
 * table; with no SMTP it stays there (sent = false) and is written to the log, so a local user can
 * read a sign-up code without any mail server.
 */
export function createMailer(db: Db, opts: { smtp?: SmtpConfig; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtp ? transportFor(opts.smtp) : undefined;
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
          // No mail server: the outbox and this line are where the message can be read.
          opts.log.warn(`mail to ${message.to}: ${message.subject}\n${message.text}`);
          return true;
        }
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
        await sql`UPDATE mail_outbox SET sent = true WHERE id = ${id}`.execute(db);
        return true;
      } catch (e) {
        opts.log.error({ err: e, to: message.to }, 'mail not sent');
        return false;
      }
    },
    close: () => transport?.close(),
  };
}
