// The probes of a hostile load (hostile-load.ts), in a process of their own so that the files
// being sent by the load's own process never delay a probe: /healthz on a fixed beat (a probe does
// not wait for the one before it) and another user's two lists back to back. Driven over IPC:
// {start: {url, token}} begins, {stop: true} ends and answers the timings.
import { customer } from '../../contract/entities/customer';
import { language } from '../../contract/entities/language';

interface Timing {
  at: number;
  ms: number;
  status: number;
}

const HEALTH_EVERY_MS = 25;
const LIST_PAUSE_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let running = false;
let done: Promise<{ health: Timing[]; lists: Timing[] }> | undefined;

async function probe(url: string, token: string) {
  const figures = { health: [] as Timing[], lists: [] as Timing[] };
  const started = performance.now();
  const timed = async (into: Timing[], path: string, headers: Record<string, string> = {}) => {
    const at = performance.now();
    let status: number;
    try {
      const res = await fetch(url + path, { headers, signal: AbortSignal.timeout(30_000) });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    into.push({ at: at - started, ms: performance.now() - at, status });
  };
  const beats: Promise<void>[] = [];
  const health = (async () => {
    for (let next = performance.now(); running; next += HEALTH_EVERY_MS) {
      beats.push(timed(figures.health, '/healthz'));
      await sleep(Math.max(0, next + HEALTH_EVERY_MS - performance.now()));
    }
  })();
  const lists = (async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; running; i++) {
      await timed(figures.lists, i % 2 ? `/${customer.service}/${customer.rest}/1/10` : `/${language.service}/${language.rest}/1/10`, auth);
      await sleep(LIST_PAUSE_MS);
    }
  })();
  await Promise.all([health, lists]);
  await Promise.all(beats);
  return figures;
}

process.on('message', async (m: { start?: { url: string; token: string }; stop?: boolean }) => {
  if (m.start) {
    running = true;
    done = probe(m.start.url, m.start.token);
    process.send!({ started: true });
  } else if (m.stop && done) {
    running = false;
    process.send!({ figures: await done });
  }
});
process.on('disconnect', () => process.exit(0));
