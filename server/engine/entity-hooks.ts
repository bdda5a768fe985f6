// The server side of a declaration: rules beyond the field checks, run by the engine inside the
// write's transaction, so a refusal leaves nothing written.
import type { Permission } from '../../contract/permissions';
import type { ValidationItem } from '../../contract/validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = import('kysely').Transaction<any>;
type Row = Record<string, unknown>;

/** Who writes: a signed-in user with their permissions, or the product itself (seed, migrations). */
export interface Actor {
  userId: number;
  username: string;
  /** the writer's permissions; absent means none, unless `system` */
  permissions?: readonly Permission[];
  /** the product's own writes: no permission rule applies */
  system?: boolean;
  /** the business or franchise the writer is bound to (docs/tenancy.md); undefined for staff of the platform */
  tenant?: import('../db/tenant-context').Tenant;
}

export type WriteAction = 'create' | 'update' | 'archive' | 'recover' | 'destroy';

/** One row a write touches: `before` as stored (null on create), `values` as validated (null unless create or update). */
export interface WriteTarget {
  id: number | null;
  before: Row | null;
  values: Row | null;
}

export interface WriteContext {
  action: WriteAction;
  actor: Actor;
  trx: AnyTrx;
  /**
   * the flow's own name for the write when it gave one (WriteOptions.action, also the audit's action:
   * 'members' when the chat's own call changes a room's members): a rule a generic write must meet may
   * let that flow through
   */
  intent?: string;
  /** work to run once the write committed, with what the hooks learned inside it (the owners of rows a destroy removes) */
  afterCommit: (fn: () => void) => void;
}

export interface EntityHooks {
  /**
   * Rules beyond the field checks (one field against another, rows that must exist), on create and
   * update, inside the transaction with the row locked; the items come back as a 422 `[{path, msg}]`.
   */
  validate?: (ctx: WriteContext, target: WriteTarget & { values: Row }) => Promise<ValidationItem[] | void>;
  /** Before anything is written, with the rows locked; throw an ApiError or ValidationError to refuse. */
  beforeWrite?: (ctx: WriteContext, targets: WriteTarget[]) => Promise<void>;
  /** After the transaction committed (caches, realtime); never fails the write. */
  afterCommit?: (action: WriteAction, ids: number[]) => void;
  /**
   * A record as a client reads it by id (the generic GET): defaults the stored row leaves out (a
   * store's missing sections). Reads inside a write (its answer, the audit entry) keep the row as stored.
   */
  afterRead?: (row: Row) => Row;
}

/** A transaction that writes through repositories, with work to run once it committed. */
export interface WriteTx {
  trx: AnyTrx;
  afterCommit: (fn: () => void) => void;
}
