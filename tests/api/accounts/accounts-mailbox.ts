// A real SMTP server on loopback for the account tests: the server under test sends through it with
// nodemailer (SMTP_URL), and tests read codes and links from what it received.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, vi } from 'vitest';
import type { CaptchaChallenge } from '../../../contract/accounts';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Quoted-printable text (a mail's body, an encoded header word) as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's encoded words (RFC 2047: =?UTF-8?Q?...?= or =?UTF-8?B?...?=) as text. */
const headerText = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')),
  );

function decode(raw: string): ReceivedMail & { headers: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = fromQuotedPrintable(body);
  } else if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  const subject = headerText(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  return { headers, to: [], subject, text: body };
}

export interface Mailbox {
  received: ReceivedMail[];
  /** Waits for the next mail to an address after `since` (index in received), or fails after a few seconds. */
  next(to: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** the number of mails received so far, to pass to next() as since */
  mark(): number;
  /** Mails to an address received after `since`, after waiting a moment for stragglers. */
  settle(to: string, since: number): Promise<ReceivedMail[]>;
}

/** Starts the SMTP server and points the app at it; call before useHarness() so it runs first. */
export function useMailbox(): Mailbox {
  const received: ReceivedMail[] = [];
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer(0, (to, raw) => {
      const mail = decode(raw);
      received.push({ to, subject: mail.subject, text: mail.text });
    });
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${server.port}`);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  const find = (to: string, since: number) => received.slice(since).filter((m) => m.to.includes(to.toLowerCase()));
  return {
    received,
    mark: () => received.length,
    async next(to, since = 0, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const hit = find(to, since)[0];
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to}`);
    },
    async settle(to, since) {
      await new Promise((r) => setTimeout(r, 400));
      return find(to, since);
    },
  };
}

/** The 4-digit code of a code mail. */
export const codeIn = (mail: ReceivedMail) => {
  const m = /\b(\d{4})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1];
};

/**
 * Solves a captcha challenge the way the browser's widget does (trying counters until the derived
 * key fits), and returns the payload the widget would send. Quick: tests run with CAPTCHA_COMPLEXITY=4.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha found no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
