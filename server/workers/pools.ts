// The process's pools of worker threads (docs/decisions.md, "Heavy file work off the event loop").
// Sizes follow the cores: one core is left to the event loop (and PostgreSQL when it runs here).
import os from 'node:os';
import { WorkerPool } from './worker-pool';

/** Heavy operations of one kind running at once: the cores but one, at least one, at most four. */
export const HEAVY_SLOTS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** Tasks that may wait for a worker beyond those running; more are refused with a 503. */
const MAX_WAITING = 8;

let files: WorkerPool | undefined;

/** Reading and checking import files, writing export files, cleaning SVG pictures. */
export function fileWorkers(): WorkerPool {
  files ??= new WorkerPool({ entry: new URL('./file-worker.ts', import.meta.url), size: HEAVY_SLOTS, maxWaiting: MAX_WAITING, memoryMb: 512, keep: 1 });
  return files;
}
