// A small bounded pool of worker threads for CPU-heavy work on files (docs/decisions.md, "Heavy
// file work off the event loop"): at most `size` tasks run at once, one per worker; a few more
// wait in a bounded queue, and past that a task is refused at once (the caller answers 503). A
// task that runs past its time limit has its worker terminated; a worker that dies (out of its
// memory limit) fails its task and is replaced on the next one.
import { AsyncResource } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';

/** What a worker posts while it runs a task (see file-worker.ts). */
export type WorkerMessage = { type: 'event'; value: unknown } | { type: 'done'; value: unknown } | { type: 'error'; message: string };

/** The pool's queue is full: the caller should answer 503 and let the client try again. */
export class PoolBusy extends Error {}
/** The task ran past its time limit; its worker was terminated. */
export class TaskTimeout extends Error {}
/** The worker died during the task: `outOfMemory` when it went past its memory limit. */
export class WorkerFailed extends Error {
  constructor(
    message: string,
    readonly outOfMemory: boolean,
  ) {
    super(message);
  }
}

export interface PoolOptions {
  /** the worker's module (a .ts file is loaded through tsx, as the server itself is) */
  entry: URL;
  /** workers at most: tasks running at once */
  size: number;
  /** tasks that may wait for a worker; one more is refused with PoolBusy */
  maxWaiting: number;
  /** each worker's JavaScript heap limit */
  memoryMb: number;
  /** an idle worker is ended after this long (a later task starts a new one) */
  idleMs?: number;
  /** workers kept however long they are idle, started by warm() (a first file then waits for no start) */
  keep?: number;
}

export interface RunOptions {
  /** each event the task posts (progress, rows, chunks of a file), run in the caller's async context */
  onEvent?: (value: unknown) => void;
  /** the task has to wait for a worker (all are busy) */
  onWait?: () => void;
  /** buffers handed to the worker rather than copied */
  transfer?: Transferable[];
  /** time the task may run once a worker took it */
  timeoutMs: number;
}

interface Running {
  onEvent: (value: unknown) => void;
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  task?: Running;
  idleTimer?: NodeJS.Timeout;
}

const requireHere = createRequire(import.meta.url);

/** The module a worker starts with: through tsx's loader for TypeScript, as `npm start` runs the server. */
function bootstrap(entry: URL): string {
  if (!entry.pathname.endsWith('.ts')) return `import(${JSON.stringify(entry.href)});`;
  const tsx = pathToFileURL(requireHere.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly idle: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];

  constructor(private readonly options: PoolOptions) {}

  /** Tasks running and waiting (for the bench and tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.size - this.idle.length, waiting: this.waiting.length };
  }

  /** Refuses now, before a caller reads an upload, when a task would not even get a place in the queue. */
  assertRoom(): void {
    if (!this.idle.length && this.slots.size >= this.options.size && this.waiting.length >= this.options.maxWaiting) throw new PoolBusy('all workers busy');
  }

  /** Runs `kind` on a worker with `input`; resolves what the task returns. */
  async run<T>(kind: string, input: unknown, options: RunOptions): Promise<T> {
    const onEvent = AsyncResource.bind(options.onEvent ?? (() => {}));
    const slot = await this.acquire(options.onWait);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.task = undefined;
        this.discard(slot);
        reject(new TaskTimeout(`${kind} ran past ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      slot.task = { onEvent, resolve: resolve as (v: unknown) => void, reject, timer };
      try {
        slot.worker.postMessage({ kind, input }, options.transfer ?? []);
      } catch (e) {
        // an input that cannot be sent (a function in it): the worker never saw the task
        clearTimeout(timer);
        slot.task = undefined;
        this.release(slot);
        reject(e as Error);
      }
    });
  }

  private acquire(onWait?: () => void): Promise<Slot> {
    const free = this.idle.pop();
    if (free) {
      clearTimeout(free.idleTimer);
      return Promise.resolve(free);
    }
    if (this.slots.size < this.options.size) return Promise.resolve(this.spawn());
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new PoolBusy('all workers busy'));
    onWait?.();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Starts the workers to keep (`keep`), so that a first task does not wait for one to start. */
  warm(): void {
    while (this.slots.size < Math.min(this.options.keep ?? 0, this.options.size)) this.idle.push(this.spawn());
  }

  /** A slot whose task ended: to the next waiting task, or idle. */
  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) return next(slot);
    this.idle.push(slot);
    if (this.slots.size <= (this.options.keep ?? 0)) return;
    slot.idleTimer = setTimeout(() => {
      const at = this.idle.indexOf(slot);
      if (at >= 0) this.idle.splice(at, 1);
      this.discard(slot);
    }, this.options.idleMs ?? 60_000);
    slot.idleTimer.unref();
  }

  private spawn(): Slot {
    const worker = new Worker(bootstrap(this.options.entry), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    worker.unref();
    const slot: Slot = { worker };
    this.slots.add(slot);
    worker.on('message', (m: WorkerMessage) => {
      const task = slot.task;
      if (!task) return;
      if (m.type === 'event') return task.onEvent(m.value);
      clearTimeout(task.timer);
      slot.task = undefined;
      this.release(slot);
      if (m.type === 'done') task.resolve(m.value);
      else task.reject(new Error(m.message));
    });
    const fail = (e: Error & { code?: string }) => {
      const task = slot.task;
      slot.task = undefined;
      this.discard(slot);
      if (task) {
        clearTimeout(task.timer);
        task.reject(new WorkerFailed(e.message, e.code === 'ERR_WORKER_OUT_OF_MEMORY'));
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
    return slot;
  }

  /** Ends a slot's worker and frees its place; a waiting task gets a new worker. */
  private discard(slot: Slot): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
    const next = this.waiting.shift();
    if (next) next(this.spawn());
  }

  /** Ends every worker (a test's or the process's end). */
  async close(): Promise<void> {
    const workers = [...this.slots].map((s) => s.worker);
    this.slots.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
