// Issue 7, point 4: a 2xx means durable. A few crash trials here (RELIABILITY_TRIALS, default 3);
// `npm run bench -- reliability --trials 50` runs fifty (figures in docs/reliability.md).
import fs from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { crashTrials } from '../../support/crash-trials';
import { tempDataDir } from '../../support/spawned-server';

const TRIALS = Number(process.env.RELIABILITY_TRIALS ?? 3);
let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

it(`every acknowledged write survives SIGKILL of PostgreSQL and then of the server (${TRIALS} trials)`, async () => {
  dataDir = await tempDataDir('reliability');
  const results = await crashTrials(dataDir, TRIALS);
  for (const r of results) {
    // the trial did write under load, so the check below means something
    expect(r.acknowledged, `trial ${r.trial}`).toBeGreaterThan(0);
    expect(r.lost, `trial ${r.trial}: acknowledged creates missing after the crash`).toEqual([]);
    expect(r.withoutAudit, `trial ${r.trial}: rows without their audit entry`).toEqual([]);
    expect(r.auditWithoutRow, `trial ${r.trial}: audit entries without their row`).toEqual([]);
  }
}, 100_000 + TRIALS * 40_000);
