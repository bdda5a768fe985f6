// Load generators and figures: autocannon against an HTTP endpoint, and a loop of concurrent
// queries straight through pg (the floor). Both record every latency and give p50/p95/p99 and
// throughput the same way.
import autocannon from 'autocannon';
import type pg from 'pg';

export interface Figures {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  /** requests (or queries) per second */
  rate: number;
  count: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function figures(label: string, latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rate: latencies.length / seconds,
    count: latencies.length,
    errors,
  };
}

export interface HttpLoad {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  /** seconds */
  duration?: number;
  /** seconds of warm-up before measuring */
  warmup?: number;
}

async function cannon(o: HttpLoad, duration: number, record: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url: o.url, headers: o.headers, connections: o.connections ?? 8, duration, timeout: 30 });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status >= 400) errors++;
    else if (record) latencies.push(time);
  });
  instance.on('reqError', () => errors++);
  const started = performance.now();
  await instance;
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

/** autocannon on loopback: `connections` concurrent keep-alive connections for `duration` s. */
export async function loadHttp(label: string, o: HttpLoad): Promise<Figures> {
  if (o.warmup) await cannon(o, o.warmup, false);
  const { latencies, errors, seconds } = await cannon(o, o.duration ?? 10, true);
  return figures(label, latencies, seconds, errors);
}

/** The same work straight through pg: `concurrency` loops running `run` for `duration` s. */
export async function loadPg(
  label: string,
  pool: pg.Pool,
  run: (client: pg.Pool) => Promise<unknown>,
  o: { concurrency?: number; duration?: number; warmup?: number } = {},
): Promise<Figures> {
  const loop = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: o.concurrency ?? 8 }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          try {
            await run(pool);
            if (record) latencies.push(performance.now() - t);
          } catch {
            errors++;
          }
        }
      }),
    );
    return { latencies, errors, seconds: (performance.now() - started) / 1000 };
  };
  if (o.warmup) await loop(o.warmup, false);
  const { latencies, errors, seconds } = await loop(o.duration ?? 10, true);
  return figures(label, latencies, seconds, errors);
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));

/** A markdown table of figures. */
export function table(rows: Figures[]): string {
  const lines = [
    '| layer | p50 ms | p95 ms | p99 ms | per second | samples | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.label} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.rate.toFixed(0)} | ${r.count} | ${r.errors} |`),
  ];
  return lines.join('\n');
}
