// Issue 7, point 4: is a 2xx durable? Writers record every acknowledged create while PostgreSQL
// and then the node server are killed with SIGKILL at random moments; the product is started
// again and every acknowledged write must be there with its audit entry, and nothing half-written.
// Run by tests/api/ops/db-reliability.test.ts (a few trials) and `npm run bench -- reliability` (fifty).
import { auditWrites, postmasterOf, signIn, spawnServer, startWriters, type Audit, type SpawnedServer } from './spawned-server';

export interface TrialResult extends Audit {
  trial: number;
  acknowledged: number;
  /** ms of load before PostgreSQL was killed, then before the server was killed */
  postgresKilledAfter: number;
  serverKilledAfter: number;
  /** ms from starting the server again until it listened */
  restartMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (min: number, max: number) => Math.round(min + Math.random() * (max - min));

export async function crashTrials(dataDir: string, trials: number, log: (line: string) => void = () => {}): Promise<TrialResult[]> {
  const results: TrialResult[] = [];
  let server: SpawnedServer = await spawnServer(dataDir);
  try {
    const token = await signIn(server.url);
    for (let trial = 1; trial <= trials; trial++) {
      const prefix = `crash${trial}x${Date.now().toString(36)}`;
      const writers = startWriters(server.url, token, prefix);
      const postgresKilledAfter = between(300, 1500);
      await sleep(postgresKilledAfter);
      process.kill((await postmasterOf(dataDir)).pid, 'SIGKILL');
      // sometimes while PostgreSQL is still down or recovering, sometimes after it is back
      const serverKilledAfter = between(200, 3000);
      await sleep(serverKilledAfter);
      await server.kill('SIGKILL');
      await writers.stop();

      const started = performance.now();
      server = await spawnServer(dataDir);
      const restartMs = Math.round(performance.now() - started);
      const audit = await auditWrites(dataDir, prefix, writers.acknowledged);
      const result = { trial, acknowledged: writers.acknowledged.length, postgresKilledAfter, serverKilledAfter, restartMs, ...audit };
      results.push(result);
      log(
        `trial ${trial}: ${result.acknowledged} acknowledged, ${result.rows} rows, ${result.lost.length} lost, ` +
          `${result.withoutAudit.length + result.auditWithoutRow.length} half-written (postgres killed at ${postgresKilledAfter} ms, ` +
          `server ${serverKilledAfter} ms later; restart ${restartMs} ms)`,
      );
    }
  } finally {
    await server.kill('SIGTERM');
  }
  return results;
}
