// The entities' rules as plain functions (the API tests run them through the engine).
import { describe, expect, it } from 'vitest';
import { entities } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { EVENTS } from '../../contract/realtime';
import type { WriteContext } from '../engine/entity-hooks';
import { ApiError, ValidationError } from '../http/errors';
import type { HookDeps } from './accounts/auth-changes';
import { assertCovers, assertHeld } from './accounts/group-rights';
import { entityHooks } from './hooks';
import { timeTrackingHooks } from './time-tracking/hooks';

const ctx = { action: 'update', actor: { userId: 1, username: 'a' }, trx: {} } as unknown as WriteContext;

describe('time tracking: the end is not before the start, as the report is saved', () => {
  it('compares the update with the stored dates it does not change', async () => {
    const before = { dateFrom: new Date('2026-03-10T00:00:00Z'), dateTo: new Date('2026-03-12T00:00:00Z') };
    expect(await timeTrackingHooks.validate!(ctx, { id: 1, before, values: { dateTo: '2026-03-09T00:00:00.000Z' } })).toEqual([
      { path: 'dateTo', msg: messages.dateToBeforeFrom },
    ]);
    expect(await timeTrackingHooks.validate!(ctx, { id: 1, before, values: { dateTo: '2026-03-11T00:00:00.000Z' } })).toEqual([]);
    expect(await timeTrackingHooks.validate!(ctx, { id: null, before: null, values: { dateFrom: '2026-03-10T00:00:00.000Z', dateTo: '2026-03-10T00:00:00.000Z' } })).toEqual([]);
  });
});

describe('group rights', () => {
  const manager = [{ value: 'system/user', type: 'modify' as const }, { value: 'sale/order', type: 'access' as const }];

  it('granting what one does not hold is a 422 naming it', () => {
    expect(() => assertHeld(manager, [{ value: 'sale/order', type: 'access' }], 'permissions')).not.toThrow();
    try {
      assertHeld(manager, [{ value: 'sale/order', type: 'delete' }], 'permissions');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).items).toEqual([{ path: 'permissions', msg: messages.cannotGrant('sale/order (delete)') }]);
    }
  });

  it('touching a group above one is a 403', () => {
    expect(() => assertCovers(manager, [{ value: 'sale/order', type: 'access' }])).not.toThrow();
    expect(() => assertCovers(manager, [{ value: 'delivery', type: 'access' }])).toThrow(ApiError);
  });
});

describe('committed writes are told to who may see the rows', () => {
  const sent: unknown[] = [];
  const realtime = { broadcast: (ns: string, event: string, payload: unknown) => sent.push([ns, event, payload]) } as unknown as HookDeps['realtime'];
  // the platform's rows go to everyone: no owner is looked up
  const hooks = entityHooks({ realtime, db: {} as HookDeps['db'] });
  const changed = (entity: string, action: string, ids: number[]) => ['main', EVENTS.entityChanged, { entity, action, ids }];

  it("a create of a live entity of the platform's is announced row by row, and every write as a change", async () => {
    sent.length = 0;
    hooks.plan!.afterCommit!('create', [7, 8]);
    hooks.plan!.afterCommit!('update', [7]);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([
      changed('plan', 'create', [7, 8]),
      ['main', EVENTS.entityCreated, { entity: 'plan', id: 7 }],
      ['main', EVENTS.entityCreated, { entity: 'plan', id: 8 }],
      changed('plan', 'update', [7]),
    ]);
  });

  it('an entity not declared live tells its changes only', async () => {
    sent.length = 0;
    hooks.language!.afterCommit!('create', [1]);
    hooks.language!.afterCommit!('archive', [1, 2]);
    await new Promise((r) => setTimeout(r, 0));
    expect(entities.language).not.toHaveProperty('live');
    expect(sent).toEqual([changed('language', 'create', [1]), changed('language', 'archive', [1, 2])]);
  });

  it('a destroy is told once committed, never before', async () => {
    sent.length = 0;
    const later: (() => void)[] = [];
    await hooks.language!.beforeWrite!({ ...ctx, action: 'destroy', afterCommit: (f) => later.push(f) }, [{ id: 3, before: {}, values: null }]);
    hooks.language!.afterCommit!('destroy', [3]);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([]);
    for (const f of later) f();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([changed('language', 'destroy', [3])]);
  });

  it("chat rooms and messages are their members' only: nothing is told on the main namespace", async () => {
    sent.length = 0;
    hooks.chatRoom?.afterCommit?.('update', [1]);
    hooks.chatMessage?.afterCommit?.('create', [1]);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([]);
  });
});
