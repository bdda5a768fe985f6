// Reads the mail the local SMTP server received (see smtp-mailbox.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './mail-constants';

interface StoredMail {
  to: string[];
  raw: string;
}

/** The readable text of a raw message: quoted-printable soft breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(address: string): Promise<string[]> {
  const files = (await fs.readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const found: string[] = [];
  for (const file of files) {
    const mail = JSON.parse(await fs.readFile(path.join(E2E_MAIL_DIR, file), 'utf8')) as StoredMail;
    if (mail.to.includes(address.toLowerCase())) found.push(mailText(mail.raw));
  }
  return found;
}

/** Waits for the `nth` message (1-based) to the address and returns its text. */
export async function waitForMail(address: string, nth = 1): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(address);
      text = mails[nth - 1] ?? '';
      return mails.length;
    }, { message: `mail #${nth} to ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(nth);
  return text;
}

/** The 4-digit code of the `nth` message to the address: the number that follows the word "code". */
export async function waitForCode(address: string, nth = 1): Promise<string> {
  const text = await waitForMail(address, nth);
  const body = text.slice(text.search(/\r?\n\r?\n/));
  const code = body.match(/code\D{0,20}?(\d{4})(?!\d)/i);
  if (!code) throw new Error(`no 4-digit code in mail to ${address}:\n${text}`);
  return code[1];
}

/** The first link in the body of the `nth` message to the address whose text matches. */
export async function waitForLink(address: string, pattern: RegExp, nth = 1): Promise<string> {
  const text = await waitForMail(address, nth);
  const links = text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, '&')).find((l) => pattern.test(l));
  if (!link) throw new Error(`no link matching ${pattern} in mail to ${address}:\n${text}`);
  return link;
}
