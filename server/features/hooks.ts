// The server side of the declarations: each entity's rules beyond its field checks, run by the
// engine inside the write's transaction (server/engine/entity-hooks.ts).
import { entityList, type EntityName } from '../../contract/entities';
import { EVENTS, type EntityChangedEvent, type EntityCreatedEvent } from '../../contract/realtime';
import { isMembersScope, isScoped, type RowOwner } from '../../contract/tenancy';
import { rowOwners } from '../db/tenancy';
import type { EntityHooks } from '../engine/entity-hooks';
import type { HookDeps } from './accounts/auth-changes';
import { features } from './index';
import type { FeatureHooks } from './feature';
import { emitAboutRowGroups, emitAboutRows } from '../realtime/row-events';

export function entityHooks(deps: HookDeps = {}): FeatureHooks {
  const hooks: FeatureHooks = {};
  for (const feature of features) {
    for (const [name, own] of Object.entries(feature.hooks?.(deps) ?? {})) {
      if (hooks[name as EntityName]) throw new Error(`${name}: hooks declared by two features`);
      hooks[name as EntityName] = own;
    }
  }
  return withChangeEvents(deps, hooks);
}

/**
 * Every entity's committed writes are told to the users who may see the rows (ENTITY-CHANGED: open
 * lists of the entity read again, useEntityChanges), after the entity's own afterCommit; a destroyed
 * row's owners are read in its transaction, while it still exists. Live entities (declaration
 * `live`) also announce each created row (ENTITY-CREATED: open lists put it at the top, useLiveList).
 * Chat rooms and messages are their members' only: the chat's own events tell them.
 */
function withChangeEvents(deps: HookDeps, hooks: Partial<Record<EntityName, EntityHooks>>): Partial<Record<EntityName, EntityHooks>> {
  const out: Partial<Record<string, EntityHooks>> = { ...hooks };
  const { realtime, db } = deps;
  if (!realtime || !db) return out;
  for (const decl of entityList) {
    if (isMembersScope(decl.scope)) continue;
    const own = hooks[decl.name as EntityName];
    const failed = (what: string) => (e: unknown) => console.error(`${decl.name}: telling ${what} failed`, e);
    const tell = (action: EntityChangedEvent['action'], ids: number[], owners?: Map<number, RowOwner>) =>
      emitAboutRowGroups(realtime, db, decl, ids, 'main', EVENTS.entityChanged, (theirs) => ({ entity: decl.name, action, ids: theirs }) satisfies EntityChangedEvent, owners).catch(
        failed(`a ${action}`),
      );
    out[decl.name] = {
      ...own,
      async beforeWrite(ctx, targets) {
        await own?.beforeWrite?.(ctx, targets);
        if (ctx.action !== 'destroy' || !targets.length) return;
        const ids = targets.map((t) => Number(t.id));
        const owners = isScoped(decl.scope) ? await rowOwners(ctx.trx, decl, ids) : undefined;
        ctx.afterCommit(() => void tell('destroy', ids, owners));
      },
      afterCommit(action, ids) {
        own?.afterCommit?.(action, ids);
        if (action !== 'destroy') void tell(action, ids);
        if (action !== 'create' || !decl.live) return;
        // to the users who may see the rows only (docs/tenancy.md): a business's rows are looked up for their owner
        emitAboutRows(realtime, db, decl, ids, 'main', EVENTS.entityCreated, (id) => ({ entity: decl.name, id }) satisfies EntityCreatedEvent).catch(failed('a created row'));
      },
    };
  }
  return out;
}
