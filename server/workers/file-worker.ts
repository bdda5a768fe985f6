// A worker thread of the file pool (pools.ts): runs one task at a time, posting its events (rows,
// progress, chunks of a file) and then its result or its error (protocol in worker-pool.ts).
import { parentPort, type Transferable } from 'node:worker_threads';
import { lowerThisThread } from './priority';
import type { WorkerMessage } from './worker-pool';

// the event loop of the API comes first on a busy machine
lowerThisThread();

/** What a task may post while it runs; chunks of bytes are handed over, not copied. */
export type Emit = (value: unknown, transfer?: Transferable[]) => void;
type Task = (input: never, emit: Emit) => Promise<unknown>;

/** The tasks, loaded the first time one is asked for. */
const TASKS: Record<string, () => Promise<Task>> = {
  'sheet.check': async () => (await import('../engine/sheet-task')).checkSheetTask as Task,
  'export.write': async () => (await import('../engine/export-writer')).writeExportTask as Task,
  'svg.clean': async () => (await import('../features/media/svg-task')).cleanSvgTask as Task,
};

const port = parentPort!;
const post = (message: WorkerMessage, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []);

port.on('message', async ({ kind, input }: { kind: string; input: never }) => {
  try {
    const load = TASKS[kind];
    if (!load) throw new Error(`no task ${kind}`);
    const value = await (await load())(input, (event, transfer) => post({ type: 'event', value: event }, transfer));
    post({ type: 'done', value });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
