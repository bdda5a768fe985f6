// The server side of a declaration: rules beyond the field checks, run by the engine inside the
// write's transaction, so a refusal leaves nothing written.
import type { Permission } from '../../contract/permissions';

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
}

export interface EntityHooks {
  /** Before anything is written, with the rows locked; throw an ApiError or ValidationError to refuse. */
  beforeWrite?: (ctx: WriteContext, targets: WriteTarget[]) => Promise<void>;
}
