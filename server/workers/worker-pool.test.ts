// The file pool's bounds (worker-pool.ts): at most `size` tasks at once, a bounded queue past which a
// task is refused at once, a time limit that ends the worker and lets the next task run on a new one.
import { afterEach, describe, expect, it } from 'vitest';
import { PoolBusy, TaskTimeout, WorkerPool } from './worker-pool';

const entry = new URL('./worker-pool.test-worker.ts', import.meta.url);
let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
});

describe('WorkerPool', () => {
  it('hands each event to the caller in order, then the result', async () => {
    pool = new WorkerPool({ entry, size: 1, maxWaiting: 0, memoryMb: 64 });
    const seen: unknown[] = [];
    const result = await pool.run('wait', { ms: 1, events: 3 }, { timeoutMs: 20_000, onEvent: (e) => seen.push(e) });
    expect(seen).toEqual([0, 1, 2]);
    expect(result).toMatchObject({ kind: 'wait' });
    await expect(pool.run('fail', {}, { timeoutMs: 20_000 })).rejects.toThrow('failed on purpose');
  }, 30_000);

  it('runs at most `size` tasks at once, queues `maxWaiting` more and refuses the next at once', async () => {
    pool = new WorkerPool({ entry, size: 1, maxWaiting: 1, memoryMb: 64 });
    let waited = 0;
    const first = pool.run('wait', { ms: 1500 }, { timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 50));
    const second = pool.run('wait', { ms: 1 }, { timeoutMs: 20_000, onWait: () => waited++ });
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    await expect(pool.run('wait', { ms: 1 }, { timeoutMs: 20_000 })).rejects.toBeInstanceOf(PoolBusy);
    expect(() => pool!.assertRoom()).toThrow(PoolBusy);
    await Promise.all([first, second]);
    expect(waited).toBe(1);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  }, 30_000);

  it('ends a task past its time limit, and the next task runs on a new worker', async () => {
    pool = new WorkerPool({ entry, size: 1, maxWaiting: 1, memoryMb: 64 });
    await pool.run('wait', { ms: 1 }, { timeoutMs: 20_000 });
    const started = performance.now();
    await expect(pool.run('spin', {}, { timeoutMs: 300 })).rejects.toBeInstanceOf(TaskTimeout);
    expect(performance.now() - started).toBeLessThan(5_000);
    await expect(pool.run('wait', { ms: 1 }, { timeoutMs: 20_000 })).resolves.toMatchObject({ kind: 'wait' });
  }, 30_000);
});
