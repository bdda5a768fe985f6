// The durable job queue: pg-boss on the product's own PostgreSQL (docs/sms.md, "The job queue").
// Jobs are rows in the database, so they survive a restart: a job a stopped server was working on
// is retried by the next one. Handlers must therefore be safe to run twice (claim rows first).
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { WriteTx } from '../engine/entity-hooks';
import { QUEUE_SCHEMA } from './schema';

/**
 * Job names and their data. Each area adds its own jobs by declaration merging:
 * `declare module '../../jobs/queue' { interface JobTypes { 'mail.retry': { mailId: number } } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobTypes {}
export type JobName = keyof JobTypes & string;

export interface SendOptions {
  /** enqueue inside this transaction: the job exists if and only if the transaction commits */
  tx?: WriteTx;
  /** not before this instant */
  startAfter?: Date;
  /** with `singletonSeconds`: at most one job with this key in that window */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface WorkOptions {
  /** how often an idle worker looks for jobs (default 1 s; `wake` makes it look at once) */
  pollingIntervalSeconds?: number;
}

export interface Jobs {
  /** Enqueues a job; resolves once it is stored. */
  send<N extends JobName>(name: N, data: JobTypes[N], options?: SendOptions): Promise<void>;
  /** Runs `handler` for each job of the queue, one at a time in this process; a throw retries the job later. */
  work<N extends JobName>(name: N, handler: (data: JobTypes[N]) => Promise<void>, options?: WorkOptions): Promise<void>;
  /** Makes this process's worker of the queue look for jobs now (after a commit that enqueued one). */
  wake(name: JobName): void;
  /** True once stop() began: long handlers stop between steps and leave the rest to a new job. */
  readonly stopping: boolean;
  /** Stops taking jobs and waits for running handlers (up to `graceMs`); what is left is retried by the next start. */
  stop(graceMs?: number): Promise<void>;
}

/** How long a job may run before the queue takes it for lost and retries it. */
const EXPIRE_SECONDS = 300;

export async function createJobs(pool: pg.Pool, log: { error: (o: unknown, msg?: string) => void } = console): Promise<Jobs> {
  // pg-boss's own queries in flight: it settles a finished job (complete or fail) without awaiting
  // it, so stop() waits for them before the app ends the pool
  const inFlight = new Set<Promise<unknown>>();
  // once stop() returned, the app may end the pool: a handler that outlived the grace then settles
  // its job through pg-boss, which does not await that either. Nothing reaches the pool any more; the
  // job stays as stop() left it (failed as interrupted) and is retried by the next start.
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) => {
    // (no rows: pg-boss then counts nothing settled)
    if (stopped) return Promise.resolve({} as pg.QueryResult);
    const query = pool.query(text, values);
    const settled: Promise<unknown> = query.then(
      (): void => void inFlight.delete(settled),
      (): void => void inFlight.delete(settled),
    );
    inFlight.add(settled);
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: QUEUE_SCHEMA,
    // the schema comes from migration 0017: no DDL at start, so starting an app stays cheap
    migrate: false,
    // expires jobs of a process that died so they are retried; no cron schedules are used
    supervise: true,
    schedule: false,
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: EXPIRE_SECONDS,
  });
  boss.on('error', (e) => log.error(e, 'job queue'));
  await boss.start();

  // Creating a queue alters pg-boss's tables: two creations at once deadlock (PostgreSQL picks one to
  // fail). One at a time in this process; against another process, the loser looks again and retries.
  const queues = new Map<string, Promise<void>>();
  let creating: Promise<unknown> = Promise.resolve();
  const create = async (name: string) => {
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        await boss.createQueue(name);
      } catch (e) {
        if (attempt >= 5) throw e;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  };
  const ensureQueue = (name: string): Promise<void> => {
    let ready = queues.get(name);
    if (!ready) {
      ready = creating.then(() => create(name));
      creating = ready.catch(() => {});
      queues.set(name, ready);
      ready.catch(() => queues.delete(name));
    }
    return ready;
  };
  const workers = new Map<string, string>();
  let stopping = false;

  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };

  return {
    wake,
    get stopping() {
      return stopping;
    },
    async send(name, data, options = {}) {
      await ensureQueue(name);
      const { tx, ...rest } = options;
      const db = tx ? { executeSql: async (text: string, values: unknown[]) => tx.trx.executeQuery(CompiledQuery.raw(text, values)) } : undefined;
      await boss.send(name, data as object, { ...rest, ...(db ? { db } : {}) });
      if (!tx) wake(name);
      else tx.afterCommit(() => wake(name));
    },
    async work(name, handler, options = {}) {
      await ensureQueue(name);
      const id = await boss.work<JobTypes[typeof name]>(name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => {
        await handler(job.data);
      });
      workers.set(name, id);
    },
    async stop(graceMs = 10_000) {
      if (stopping) return;
      stopping = true;
      // the pool belongs to the app: pg-boss must not close it
      await boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs }).catch((e) => log.error(e, 'job queue stop'));
      // the settling of the last jobs, which pg-boss does not await: a pool ended under it would
      // reject where no one listens, and leave a finished job to be run again
      const deadline = Date.now() + graceMs;
      while (inFlight.size && Date.now() < deadline) await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, 100))]);
      stopped = true;
    },
  };
}
