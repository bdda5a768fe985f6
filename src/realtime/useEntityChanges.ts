import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { entityByName } from '../../contract/entities';
import { EVENTS, type EntityChangedEvent } from '../../contract/realtime';
import { archiveUnderway } from '../components/list/list-cache';
import { useSocketEvent } from './useSocketEvent';

/** How long changes of one entity are gathered before its lists are read again: a burst costs one read. */
export const LIVE_REFRESH_MS = 1_000;

/** The reads of an entity's rows that show lists: what a change elsewhere makes stale. */
const LIST_READS = ['getList', 'getMany', 'getManyReference'] as const;

/**
 * Lists that follow what others do (rendered once, in the signed-in session): rows of an entity
 * created, changed, archived, recovered or destroyed anywhere are told on the main namespace to the
 * users who may see them (docs/tenancy.md), and every open list of that entity is read again, at
 * most once per LIVE_REFRESH_MS. An edit form's record is left alone: it is the version its save is
 * based on (docs/decisions.md, "Stale updates"). A new row of a live entity is put at the top by the
 * list itself (useLiveList); while an archive of the entity waits for its Undo, its lists wait too.
 */
export function useEntityChanges(): void {
  const queryClient = useQueryClient();
  const due = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = due.current;
    return () => {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    };
  }, []);

  useSocketEvent<EntityChangedEvent>('main', EVENTS.entityChanged, ({ entity, action }) => {
    if (action === 'create' && entityByName(entity)?.live) return;
    if (due.current.has(entity)) return;
    const read = () => {
      due.current.delete(entity);
      if (archiveUnderway(entity)) return;
      for (const kind of LIST_READS) void queryClient.invalidateQueries({ queryKey: [entity, kind] });
    };
    due.current.set(entity, setTimeout(read, LIVE_REFRESH_MS));
  });
}
