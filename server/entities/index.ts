// The server side of the declarations: each entity's rules beyond its field checks, run by the
// engine inside the write's transaction (server/engine/entity-hooks.ts).
import { entityList, type EntityName } from '../../contract/entities';
import { EVENTS, type EntityCreatedEvent } from '../../contract/realtime';
import type { EntityHooks } from '../engine/entity-hooks';
import type { HookDeps } from './auth-changes';
import { businessHooks } from './businesses.hooks';
import { catalogHooks } from './catalog.hooks';
import { customerHooks } from './customers.hooks';
import { deliveryHooks } from './delivery.hooks';
import { inventoryHooks } from './inventory.hooks';
import { mediaHooks } from './media.hooks';
import { productHooks } from './product.hooks';
import { promotionHooks } from './promotions.hooks';
import { smsHooks } from './sms.hooks';
import { callHooks } from './call.hooks';
import { chatHooks } from './chat.hooks';
import { storeHooks } from './stores.hooks';
import { timeTrackingHooks } from './timeTracking.hooks';
import { userHooks } from './user.hooks';
import { userGroupHooks } from './userGroup.hooks';
import { emitAboutRows } from '../realtime/row-events';

export function entityHooks(deps: HookDeps = {}): Partial<Record<EntityName, EntityHooks>> {
  return withLiveUpdates(deps, {
    ...catalogHooks(deps),
    ...mediaHooks(deps),
    ...customerHooks(deps),
    ...promotionHooks(deps),
    ...businessHooks(deps),
    ...storeHooks(deps),
    ...inventoryHooks(deps),
    ...deliveryHooks(deps),
    ...smsHooks(deps),
    ...callHooks(deps),
    ...chatHooks(deps),
    product: productHooks,
    user: userHooks(deps),
    userGroup: userGroupHooks(deps),
    timeTracking: timeTrackingHooks,
  });
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
