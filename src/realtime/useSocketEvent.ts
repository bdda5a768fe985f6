import { useEffect, useRef } from 'react';
import type { NamespaceName } from '../../contract/realtime';
import { acquireSocket, releaseSocket } from './socket-client';

/**
 * Listens to one event of a namespace while the component is mounted. The handler may change on
 * every render; the subscription stays.
 */
export function useSocketEvent<T = unknown>(ns: NamespaceName, event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const socket = acquireSocket(ns);
    if (!socket) return undefined;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
      releaseSocket(ns, socket);
    };
  }, [ns, event, enabled]);
}
