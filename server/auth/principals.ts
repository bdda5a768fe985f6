import { sql } from 'kysely';
import type pg from 'pg';
import type { Permission, UserPermissions } from '../../contract/permissions';
import { isConnectionError, type Db } from '../db/database';
import { isTenant, runAsPlatform, type Tenant } from '../db/tenant-context';

/** The signed-in user as every route sees it. */
export interface Principal extends UserPermissions {
  /** tokens signed before this instant (ms) are refused: the password changed since */
  tokensValidAfter: number;
  /** sign-ins ended by signing out (token `sid`s), not yet expired */
  revokedSessions: string[];
  /**
   * The business (and franchise) the user is bound to: their requests see only its rows
   * (docs/tenancy.md). Undefined for staff of the platform.
   */
  tenant?: Tenant;
}

/** The principal a verified token stands for, if the user may still act and the token is not revoked. */
export async function principalFor(
  principals: Principals,
  token: { userId: number; issuedAt: number; session?: string } | undefined,
): Promise<Principal | undefined> {
  if (!token) return undefined;
  // an unreachable database is no reason to sign the user out: that request gets 503, not 401
  const principal = await principals.get(token.userId).catch((e) => {
    if (isConnectionError(e)) throw e;
    return undefined;
  });
  if (!principal || token.issuedAt < principal.tokensValidAfter) return undefined;
  // signed out: the sign-in this token belongs to was ended
  return token.session && principal.revokedSessions.includes(token.session) ? undefined : principal;
}

export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * Loads users with their group's permissions, cached per process. Any write to users or user
 * groups sends NOTIFY auth_changed inside its transaction; every process listening drops its
 * cache on commit, and the writing process drops it at once, so a disabled user's next request
 * is refused.
 */
export class Principals {
  private cache = new Map<number, Promise<Principal | undefined>>();
  private listener?: pg.PoolClient;
  private pool?: pg.Pool;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(private readonly db: Db) {}

  /** Whether changes made by other processes are being heard (the cache is in use). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  async listen(pool: pg.Pool): Promise<void> {
    this.pool = pool;
    await this.connect();
  }

  /**
   * Opens the LISTEN connection. When it drops (database restart, connection killed), the cache is
   * emptied and not used until a new connection listens again: changes made by other processes
   * meanwhile would otherwise go unseen.
   */
  private async connect(): Promise<void> {
    const client = await this.pool!.connect();
    let lost = false;
    const onLost = () => {
      if (lost || this.closed) return; // on close, close() releases the client itself
      lost = true;
      if (this.listener === client) this.listener = undefined;
      this.clear();
      client.release(true);
      this.scheduleReconnect();
    };
    client.on('notification', () => this.clear());
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
    } catch (e) {
      onLost();
      throw e;
    }
    if (this.closed) return void client.release(true);
    this.listener = client;
    this.clear();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.connect().catch(() => this.scheduleReconnect());
    }, 500);
    this.retry.unref();
  }

  /** Ends the listening connection and waits until it is closed. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.listener;
    if (!client) return;
    this.listener = undefined;
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    client.release(true);
    await ended;
  }

  clear(): void {
    this.cache.clear();
  }

  /**
   * Drops one user's entry, for the process that just committed a change to their sign-ins: its
   * next request reads them again without waiting for its own NOTIFY to come back.
   */
  forget(userId: number): void {
    this.cache.delete(userId);
  }

  get(userId: number): Promise<Principal | undefined> {
    // not listening: other processes' changes would go unseen, so read every time
    if (!this.listener) return this.load(userId);
    let hit = this.cache.get(userId);
    if (!hit) {
      hit = this.load(userId).catch((e) => {
        this.cache.delete(userId);
        throw e;
      });
      this.cache.set(userId, hit);
    }
    return hit;
  }

  /** A shared cache: read as the product itself, whichever tenant's work asks first. */
  private load(userId: number): Promise<Principal | undefined> {
    return runAsPlatform(() => this.read(userId));
  }

  private async read(userId: number): Promise<Principal | undefined> {
    const { rows } = await sql<{ id: number; username: string; gid: number; gname: string; permissions: Permission[]; valid_after: number; revoked: string[]; business_id: number | null; franchise_id: number | null }>`
      SELECT u.id, u.username, g.id AS gid, g.name AS gname, g.permissions,
             extract(epoch FROM u.tokens_valid_after) * 1000 AS valid_after,
             ARRAY(SELECT session FROM revoked_session WHERE user_id = u.id AND expires_at > now()) AS revoked,
             coalesce(u.business_id, f.business_id) AS business_id, u.franchise_id
      FROM app_user u JOIN user_group g ON g.id = u.user_group_id LEFT JOIN franchise f ON f.id = u.franchise_id
      WHERE u.id = ${userId} AND u.status AND NOT u.deleted AND NOT g.deleted`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const tenant = { businessId: row.business_id, franchiseId: row.franchise_id };
    return {
      ...(isTenant(tenant) ? { tenant } : {}),
      userId: row.id,
      username: row.username,
      userGroupId: row.gid,
      groupName: row.gname,
      permissions: row.permissions ?? [],
      tokensValidAfter: Number(row.valid_after),
      revokedSessions: row.revoked ?? [],
    };
  }
}
