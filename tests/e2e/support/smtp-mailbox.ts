// Playwright global setup: a real SMTP server on loopback. Each received message is written to
// E2E_MAIL_DIR as one JSON file ({to, raw}), so test workers (other processes) can read it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { startSmtpServer } from '../../support/smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mail-constants';

export default async function startMailbox(): Promise<() => Promise<void>> {
  await fs.rm(E2E_MAIL_DIR, { recursive: true, force: true });
  await fs.mkdir(E2E_MAIL_DIR, { recursive: true });
  const server = await startSmtpServer(E2E_SMTP_PORT, async (to, raw) => {
    const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${randomUUID()}.json`);
    // written aside, then renamed: a reader never sees half a message
    await fs.writeFile(`${file}.part`, JSON.stringify({ to, raw }));
    await fs.rename(`${file}.part`, file);
  });
  return server.close;
}
