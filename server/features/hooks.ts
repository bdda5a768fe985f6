// The server side of the declarations: each entity's rules beyond its field checks, run by the
// engine inside the write's transaction (server/engine/entity-hooks.ts).
import { entityList, type EntityName } from '../../contract/entities';
import { EVENTS, type EntityCreatedEvent } from '../../contract/realtime';
import type { EntityHooks } from '../engine/entity-hooks';
import type { HookDeps } from './accounts/auth-changes';
import { features } from './index';
import type { FeatureHooks } from './feature';
import { emitAboutRows } from '../realtime/row-events';

export function entityHooks(deps: HookDeps = {}): FeatureHooks {
  const hooks: FeatureHooks = {};
  for (const feature of features) {
    for (const [name, own] of Object.entries(feature.hooks?.(deps) ?? {})) {
      if (hooks[name as EntityName]) throw new Error(`${name}: hooks declared by two features`);
      hooks[name as EntityName] = own;
    }
  }
  return withLiveUpdates(deps, hooks);
}

/**
 * Live entities (declaration `live`) announce each created row once it committed, after the
 * entity's own afterCommit; open lists read it and put it at the top (useLiveList).
 */
function withLiveUpdates(deps: HookDeps, hooks: Partial<Record<EntityName, EntityHooks>>): Partial<Record<EntityName, EntityHooks>> {
  const out: Partial<Record<string, EntityHooks>> = { ...hooks };
  for (const decl of entityList) {
    if (!decl.live) continue;
    const own = hooks[decl.name as EntityName];
    out[decl.name] = {
      ...own,
      afterCommit(action, ids) {
        own?.afterCommit?.(action, ids);
        if (action !== 'create' || !deps.realtime) return;
        // to the users who may see the rows only (docs/tenancy.md): a business's rows are looked up for their owner
        emitAboutRows(deps.realtime, deps.db!, decl, ids, 'main', EVENTS.entityCreated, (id) => ({ entity: decl.name, id }) satisfies EntityCreatedEvent).catch((e) =>
          console.error(`live ${decl.name}: announcing a created row failed`, e),
        );
      },
    };
  }
  return out;
}
