// Playwright global setup: a real SMTP server on loopback. Each received message is written to
// E2E_MAIL_DIR as one JSON file ({to, raw}), so test workers (other processes) can read it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mail-constants';

export default async function startMailbox(): Promise<() => Promise<void>> {
  await fs.rm(E2E_MAIL_DIR, { recursive: true, force: true });
  await fs.mkdir(E2E_MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${randomUUID()}.json`);
        // written aside, then renamed: a reader never sees half a message
        fs.writeFile(`${file}.part`, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }))
          .then(() => fs.rename(`${file}.part`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
