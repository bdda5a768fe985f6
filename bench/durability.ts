// Issue 7, point 4: what durable commits cost, and whether acknowledged writes survive crashes.
//
//   commit-cost: creates per second through the real server (the product's own start, its
//     embedded PostgreSQL with fsync on), synchronous_commit on (the product's default) and off,
//     in the same run, with 1 writer and with many (group commit).
//   reliability: the crash trials of tests/api/ops/db-reliability.test.ts, fifty by default.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crashTrials } from '../tests/support/crash-trials';
import { signIn, spawnServer, startWriters, superuserClient } from '../tests/support/spawned-server';
import { APP_ROLE } from '../server/db/embedded';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const stamp = () => new Date().toISOString().slice(0, 16).replace('T', ' ');
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

/** A data folder of the bench's own (DATA_DIR, default data/bench), emptied; traversable by the postgres user. */
export async function freshDir(name: string): Promise<string> {
  const root = path.resolve(process.env.DATA_DIR ?? 'data/bench');
  const dir = path.join(root, name);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  // under the project folder, each level up to it; elsewhere, the parents must be traversable already
  for (let d = dir; d === dir || d.startsWith(process.cwd() + path.sep); d = path.dirname(d)) await fs.chmod(d, 0o755);
  return dir;
}

async function setSynchronousCommit(dataDir: string, on: boolean): Promise<void> {
  const su = await superuserClient(dataDir);
  try {
    await su.query(on ? `ALTER ROLE ${APP_ROLE} RESET synchronous_commit` : `ALTER ROLE ${APP_ROLE} SET synchronous_commit = off`);
  } finally {
    await su.end();
  }
}

export interface CommitCostRow {
  setting: 'on' | 'off';
  writers: number;
  rate: number;
  p50: number;
  p95: number;
  errors: number;
}

export async function commitCost(o: { duration: number; warmup: number; writers: number[] }): Promise<string> {
  const dataDir = await freshDir('commit-cost');
  const rows: CommitCostRow[] = [];
  const startLoad = load();
  for (const setting of ['on', 'off'] as const) {
    const server = await spawnServer(dataDir);
    try {
      const token = await signIn(server.url);
      for (const n of o.writers) {
        const writers = startWriters(server.url, token, `cost-${setting}-${n}`, n);
        await sleep(o.warmup * 1000);
        const from = writers.now();
        await sleep(o.duration * 1000);
        const to = writers.now();
        await writers.stop();
        const measured = writers.outcomes.filter((x) => x.at - x.ms >= from && x.at <= to);
        const ok = measured.filter((x) => x.status === 201).map((x) => x.ms).sort((a, b) => a - b);
        const row = { setting, writers: n, rate: ok.length / ((to - from) / 1000), p50: percentile(ok, 50), p95: percentile(ok, 95), errors: measured.length - ok.length };
        rows.push(row);
        console.log(`synchronous_commit=${setting}, ${n} writers: ${row.rate.toFixed(0)} creates/s, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, ${row.errors} errors`);
      }
      // a role setting applies to new sessions: the next server starts with its pool empty
      if (setting === 'on') await setSynchronousCommit(dataDir, false);
    } finally {
      await server.kill('SIGTERM');
    }
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  const on = (n: number) => rows.find((r) => r.setting === 'on' && r.writers === n)!;
  const off = (n: number) => rows.find((r) => r.setting === 'off' && r.writers === n)!;
  return [
    `Measured ${stamp()} UTC with \`npm run bench -- commit-cost\`: ${os.cpus().length} cores, Node ${process.version}, load average ${startLoad} (1 / 5 / 15 min) at the start; ${o.duration} s per figure after ${o.warmup} s warm-up. Each create is \`POST /language/s/l/l\` through the full server (token, permission, validation, one transaction with its audit entry), fsync on.`,
    '',
    '| synchronous_commit | concurrent writers | creates per second | p50 ms | p95 ms | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.setting} | ${r.writers} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`),
    '',
    ...o.writers.map((n) => `${n} writer${n > 1 ? 's' : ''}: durable commits give ${((on(n).rate / off(n).rate) * 100).toFixed(0)} % of the throughput without them.`),
  ].join('\n');
}

export async function reliability(o: { trials: number }): Promise<string> {
  const dataDir = await freshDir('reliability');
  const startLoad = load();
  const started = performance.now();
  const results = await crashTrials(dataDir, o.trials, console.log);
  const minutes = (performance.now() - started) / 60_000;
  await fs.rm(dataDir, { recursive: true, force: true });
  const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((s, r) => s + f(r), 0);
  const restarts = results.map((r) => r.restartMs).sort((a, b) => a - b);
  const failed = results.filter((r) => r.lost.length || r.withoutAudit.length || r.auditWithoutRow.length);
  return [
    `Measured ${stamp()} UTC with \`npm run bench -- reliability --trials ${o.trials}\`: ${os.cpus().length} cores, Node ${process.version}, load average ${startLoad} at the start; ${minutes.toFixed(1)} minutes.`,
    '',
    '| trials | acknowledged creates | rows found | acknowledged but missing | half-written (row without audit entry, or audit entry without row) | trials with a loss | restart p50 / max |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${results.length} | ${sum((r) => r.acknowledged)} | ${sum((r) => r.rows)} | ${sum((r) => r.lost.length)} | ${sum((r) => r.withoutAudit.length + r.auditWithoutRow.length)} | ${failed.length} | ${(percentile(restarts, 50) / 1000).toFixed(1)} s / ${(restarts.at(-1)! / 1000).toFixed(1)} s |`,
    '',
    'Rows found exceed the acknowledged creates by the creates committed whose answer never reached the writer (the server was killed first): present, complete, and never reported as done.',
  ].join('\n');
}

/** Puts `text` between `<!-- name:begin -->` and `<!-- name:end -->` in bench/README.md. */
export async function writeFigures(name: string, text: string): Promise<void> {
  const file = 'bench/README.md';
  const before = await fs.readFile(file, 'utf8');
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  if (!before.includes(begin)) throw new Error(`${file} has no ${begin} marker`);
  await fs.writeFile(file, before.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n${text}\n${end}`));
  console.log(`figures written to ${file}`);
}
