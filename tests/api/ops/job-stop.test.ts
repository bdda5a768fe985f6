// Stopping the job queue while a job still runs (server/jobs/queue.ts): the job is left for the next
// start, and when its handler ends after the app ended its pool, nothing fails unseen in the process.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDb } from '../../../server/db/database';
import { createJobs } from '../../../server/jobs/queue';
import { QUEUE_SCHEMA } from '../../../server/jobs/schema';
import { useHarness } from '../harness';

const h = useHarness();

it('a handler that outlives the stop ends quietly after the pool ended, and its job is left to be retried', async () => {
  const { db, pool } = createDb(h.url, 2);
  const jobs = await createJobs(pool, { error: () => {} });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  await jobs.work('check.slow' as never, async () => {
    started();
    await held;
  });
  await jobs.send('check.slow' as never, {} as never);
  await running;

  const unseen: unknown[] = [];
  const onUnhandled = (e: unknown) => unseen.push(e);
  process.on('unhandledRejection', onUnhandled);
  try {
    await jobs.stop(1000);
    await db.destroy();
    release();
    // pg-boss settles the finished job on its next turns: give it a few
    await new Promise((r) => setTimeout(r, 500));
    expect(unseen).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  const { rows } = await sql<{ state: string }>`SELECT state FROM ${sql.id(QUEUE_SCHEMA, 'job')} WHERE name = 'check.slow'`.execute(h.db);
  expect(rows.map((r) => r.state)).toEqual(['retry']);
}, 60_000);
