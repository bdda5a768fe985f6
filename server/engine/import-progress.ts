// Where an import call stands, for the import screen's bar (contract/import.ts, ImportProgress):
// kept in the database (table import_job, migration 0027) so that the screen's poll may reach any
// API process. Written by the request that runs the import, at most a few times a second; the row
// goes when the call ends. Progress is a convenience: a failed write never fails the import.
import { sql } from 'kysely';
import type { ImportProgress } from '../../contract/import';
import type { Db } from '../db/database';
import { currentTenant, runAsTenant } from '../db/tenant-context';

/** How often a running import's row is written at most (a new phase is written at once). */
const WRITE_EVERY_MS = 300;
/** Rows of imports whose process died are cleared after this long. */
const STALE = sql`interval '1 hour'`;

/** One import's progress as the screen reads it, or undefined (not running, or another user's). */
export async function readImportProgress(db: Db, id: string, userId: number): Promise<ImportProgress | undefined> {
  const { rows } = await sql<ImportProgress>`
    SELECT phase, rows, total, share FROM import_job WHERE id = ${id} AND user_id = ${userId}`.execute(db);
  return rows[0];
}

/** Records one import's progress; a no-op without an id (a call made without `?progress=`). */
export class ImportProgressReporter {
  /** the request's tenant: the writes happen later (timers, worker messages) and must run as it */
  private readonly tenant = currentTenant();
  private latest: ImportProgress | undefined;
  private written: ImportProgress['phase'] | undefined;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private started = false;
  private ended = false;

  constructor(
    private readonly db: Db,
    readonly id: string | undefined,
    private readonly userId: number,
  ) {}

  update(progress: ImportProgress): void {
    if (!this.id || this.ended) return;
    this.latest = progress;
    if (this.timer) {
      if (progress.phase === this.written) return;
      clearTimeout(this.timer);
    }
    const wait = progress.phase === this.written ? Math.max(0, this.lastWrite + WRITE_EVERY_MS - Date.now()) : 0;
    this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = undefined;
    const p = this.latest;
    if (!p || this.ended) return;
    this.written = p.phase;
    this.lastWrite = Date.now();
    this.inFlight = this.inFlight.then(() => runAsTenant(this.tenant, () => this.write(p))).catch(() => undefined);
  }

  private async write(p: ImportProgress): Promise<void> {
    if (!this.started) {
      this.started = true;
      await sql`DELETE FROM import_job WHERE updated_at < now() - ${STALE}`.execute(this.db);
    }
    await sql`
      INSERT INTO import_job (id, user_id, phase, rows, total, share, updated_at)
      VALUES (${this.id}, ${this.userId}, ${p.phase}, ${p.rows}, ${p.total}, ${p.share}, now())
      ON CONFLICT (id) DO UPDATE SET phase = EXCLUDED.phase, rows = EXCLUDED.rows, total = EXCLUDED.total,
        share = EXCLUDED.share, updated_at = now()
      WHERE import_job.user_id = EXCLUDED.user_id`.execute(this.db);
  }

  /** The call ended (answered or failed): its row goes. */
  async end(): Promise<void> {
    if (!this.id || this.ended) return;
    this.ended = true;
    clearTimeout(this.timer);
    await this.inFlight;
    if (this.started) {
      await runAsTenant(this.tenant, () => sql`DELETE FROM import_job WHERE id = ${this.id} AND user_id = ${this.userId}`.execute(this.db)).catch(() => undefined);
    }
  }
}
