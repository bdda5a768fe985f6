// A mail the SMTP server refuses is not lost (issue 15): it stays in the outbox and the job queue
// sends it again, with backoff, once the server takes mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../../server/db/database';
import { freePort } from '../../../server/db/embedded';
import { createJobs, type Jobs } from '../../../server/jobs/queue';
import { createMailer } from '../../../server/providers/mail';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { useHarness } from '../harness';

const h = useHarness();
let db: Db;
let close: () => Promise<void>;
let jobs: Jobs;
let smtp: TestSmtpServer | undefined;
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  const made = createDb(h.url, 4);
  db = made.db;
  jobs = await createJobs(made.pool, quiet);
  close = async () => {
    await jobs.stop(2000);
    await db.destroy();
  };
});

afterAll(async () => {
  await smtp?.close();
  await close();
});

it('keeps a mail the SMTP server refused and sends it once the server is back', async () => {
  const port = await freePort();
  const mailer = createMailer(db, { smtp: { url: `smtp://127.0.0.1:${port}` }, from: 'Back office <office@example.com>', log: quiet, jobs, firstRetrySeconds: 1 });
  const to = `retry${Date.now()}@example.com`;
  // nothing listens on the port yet: the send fails, the message is kept for a retry
  expect(await mailer.send({ to, subject: 'Your code', text: 'Code 4242', purpose: 'notice' })).toBe(true);
  const row = async () => (await sql<{ sent: boolean }>`SELECT sent FROM mail_outbox WHERE to_address = ${to}`.execute(db)).rows;
  expect(await row()).toEqual([{ sent: false }]);

  const received: string[][] = [];
  smtp = await startSmtpServer(port, (rcpt) => void received.push(rcpt));
  const deadline = Date.now() + 30_000;
  while (!(await row())[0]?.sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(await row()).toEqual([{ sent: true }]);
  expect(received).toEqual([[to]]);
  mailer.close();
}, 45_000);
