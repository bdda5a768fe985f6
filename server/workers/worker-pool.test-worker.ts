// The worker of worker-pool.test.ts: tasks that wait, post events, or never end.
import { parentPort } from 'node:worker_threads';

const port = parentPort!;
port.on('message', async ({ kind, input }: { kind: string; input: { ms?: number; events?: number } }) => {
  if (kind === 'spin') for (;;);
  if (kind === 'wait') await new Promise((r) => setTimeout(r, input.ms));
  for (let i = 0; i < (input.events ?? 0); i++) port.postMessage({ type: 'event', value: i });
  if (kind === 'fail') return port.postMessage({ type: 'error', message: 'failed on purpose' });
  port.postMessage({ type: 'done', value: { kind } });
});
