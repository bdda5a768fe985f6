// No request can stall the API (the outside tester's report: one 9.7 MB XLSX froze every request,
// /healthz included, for 106 s; one 313 KB PNG cost 45 s of CPU). The real server runs in a child
// process on a clone of the test template (the same startServer as `npm start`), so what is timed
// is its event loop and not this test's. While the worst import files, picture uploads and
// 5,000-row exports are sent over and over, /healthz answers every probe quickly and another user's
// list calls stay near their idle speed, measured in the same run. Targets (bench/README.md,
// "Hostile load"): /healthz p99 under 200 ms, the lists' p95 under 2x idle; the bounds below are
// looser so a loaded 2-core machine passes, and still fail by far when a file stalls the loop.
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, spawnServer, tempDataDir, type SpawnedServer } from '../../support/spawned-server';
import { cloneTemplateDatabase, type TestDatabase } from '../../support/test-database';
import { HOSTILE_ANSWERS, HOSTILE_TARGETS, hostileFiles, hostileTables, measureHostileLoad, percentile, prepareHostileDatabase, type HostileFigures } from '../../support/hostile-load';
import { ADMIN_PASSWORD } from '../constants';

/**
 * Bounds of this test, looser than the targets for a shared 2-core machine (other work there moves
 * idle figures by 3x from one run to the next): /healthz p99 2.5x its target and no probe past 2 s,
 * the lists' p95 within 4x their idle p95 (or 150 ms more when idle is very fast). A file read on
 * the event loop stalls every probe for seconds (106 s in the tester's report) and fails them all.
 */
const BOUNDS = { healthP99Ms: 2.5 * HOSTILE_TARGETS.healthP99Ms, healthMaxMs: 2000, listP95Ratio: 2 * HOSTILE_TARGETS.listP95Ratio, listP95SlackMs: 150 };

let db: TestDatabase;
let dataDir: string;
let server: SpawnedServer;
let figures: HostileFigures;

beforeAll(async () => {
  db = await cloneTemplateDatabase(inject('pgUrl'), 'hostile');
  dataDir = await tempDataDir('hostile');
  const [files] = await Promise.all([hostileFiles(), prepareHostileDatabase(db.url, 'list-reader')]);
  server = await spawnServer(dataDir, { env: { DATABASE_URL: db.url, ADMIN_PASSWORD } });
  const admin = await signIn(server.url, ADMIN_PASSWORD);
  const readerLogin = await fetch(`${server.url}/api/u/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'list-reader', password: ADMIN_PASSWORD }) });
  const reader = ((await readerLogin.json()) as { token: string }).token;
  figures = await measureHostileLoad(server.url, admin, reader, files, { idleMs: 5_000, minHostileMs: 15_000, pid: server.child.pid });
  console.log(`hostile load, ${new Date().toISOString()}\n${hostileTables(figures)}`);
}, 240_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await db?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('under the worst files a user can send', () => {
  it('answers each of them as a user expects: refused with its reason, imported, stored, exported; never a server error', () => {
    for (const [kind, { status, text, optional }] of Object.entries(HOSTILE_ANSWERS)) {
      const calls = figures.calls.filter((c) => c.kind === kind);
      if (!optional) expect(calls.length, kind).toBeGreaterThan(0);
      for (const c of calls) expect([kind, c.status], c.body).toEqual([kind, status]);
      if (text && calls.length) expect(calls[0].body, kind).toContain(text);
    }
    expect(figures.calls.filter((c) => !(c.kind in HOSTILE_ANSWERS))).toEqual([]);
  });

  it('answers every /healthz probe quickly', () => {
    const idle = figures.idle.health.map((t) => t.ms);
    const hostile = figures.hostile.health.map((t) => t.ms);
    expect(figures.hostile.health.every((t) => t.status === 200)).toBe(true);
    expect(hostile.length).toBeGreaterThan(200);
    const said = `/healthz p99 ${percentile(hostile, 99).toFixed(1)} ms (idle ${percentile(idle, 99).toFixed(1)} ms), max ${Math.max(...hostile).toFixed(0)} ms`;
    expect(percentile(hostile, 99), said).toBeLessThan(BOUNDS.healthP99Ms);
    expect(Math.max(...hostile), said).toBeLessThan(BOUNDS.healthMaxMs);
  });

  it("keeps another user's list calls near their idle speed", () => {
    const idle = figures.idle.lists.map((t) => t.ms);
    const hostile = figures.hostile.lists.map((t) => t.ms);
    expect(figures.hostile.lists.every((t) => t.status === 200)).toBe(true);
    const idleP95 = percentile(idle, 95);
    const bound = Math.max(BOUNDS.listP95Ratio * idleP95, idleP95 + BOUNDS.listP95SlackMs);
    expect(percentile(hostile, 95), `lists p95 ${percentile(hostile, 95).toFixed(1)} ms, idle ${idleP95.toFixed(1)} ms`).toBeLessThan(bound);
  });
});

