import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { LOCATION_EVENTS, LOCATION_NAMESPACE, type DriverPosition } from '../../../contract/delivery/location';
import { acquireSocket, releaseSocket } from '../../realtime/socket-client';

/**
 * Drivers watched on each shared socket, counted: the socket is shared by every component of the
 * namespace, so a driver is unwatched only when the last component watching him lets go, and all
 * of them are watched again after a reconnect (the server forgets a socket's rooms with it).
 */
const watched = new WeakMap<Socket, Map<number, number>>();

function watch(socket: Socket, ids: number[]): void {
  let counts = watched.get(socket);
  if (!counts) {
    const mine = new Map<number, number>();
    counts = mine;
    watched.set(socket, mine);
    socket.on('connect', () => {
      if (mine.size) socket.emit(LOCATION_EVENTS.watch, { driverIds: [...mine.keys()] });
    });
  }
  const fresh = ids.filter((id) => !counts.has(id));
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  // a driver already watched on this socket: the server sends the last position only on watch, so ask again
  if (socket.connected && ids.length) socket.emit(LOCATION_EVENTS.watch, { driverIds: fresh.length === ids.length ? fresh : ids });
}

function unwatch(socket: Socket, ids: number[]): void {
  const counts = watched.get(socket);
  if (!counts) return;
  const gone: number[] = [];
  for (const id of ids) {
    const n = (counts.get(id) ?? 0) - 1;
    if (n > 0) counts.set(id, n);
    else if (counts.delete(id)) gone.push(id);
  }
  if (gone.length && socket.connected) socket.emit(LOCATION_EVENTS.unwatch, { driverIds: gone });
}

/**
 * The live positions of several drivers while the component is mounted, by driver id: asks the
 * server for them (again after a reconnect) and keeps the latest of each. `initial` holds the
 * positions known when the page loaded.
 */
export function useDriverPositions(driverIds: readonly number[], initial?: readonly DriverPosition[]): Map<number, DriverPosition> {
  const [positions, setPositions] = useState(() => new Map((initial ?? []).map((p) => [p.driverId, p])));
  const key = [...new Set(driverIds.filter((id) => id > 0))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (initial) setPositions(new Map(initial.map((p) => [p.driverId, p])));
  }, [initial]);
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (!ids.length) return undefined;
    const socket = acquireSocket(LOCATION_NAMESPACE);
    if (!socket) return undefined;
    const wanted = new Set(ids);
    const onPosition = (p: DriverPosition) => {
      if (!wanted.has(p.driverId)) return;
      setPositions((current) => {
        const known = current.get(p.driverId);
        // an older position (the last known, sent again on watch) never replaces a newer one
        if (known && known.timestamp > p.timestamp) return current;
        return new Map(current).set(p.driverId, p);
      });
    };
    socket.on(LOCATION_EVENTS.position, onPosition);
    watch(socket, ids);
    return () => {
      unwatch(socket, ids);
      socket.off(LOCATION_EVENTS.position, onPosition);
      releaseSocket(LOCATION_NAMESPACE, socket);
    };
  }, [key]);
  return positions;
}

/**
 * The live position of a driver while the component is mounted: asks the server for the driver's
 * positions (again after a reconnect) and keeps the latest one received. `initial` is the last
 * position known when the page loaded (the route's `driver.location`).
 */
export function useDriverPosition(driverId: number | undefined, initial?: DriverPosition): DriverPosition | undefined {
  const [position, setPosition] = useState<DriverPosition | undefined>(initial);
  useEffect(() => setPosition(initial), [initial]);
  const ids = driverId ? [driverId] : [];
  const latest = useDriverPositions(ids).get(driverId ?? 0);
  useEffect(() => {
    if (latest) setPosition((current) => (current && current.driverId === latest.driverId && current.timestamp > latest.timestamp ? current : latest));
  }, [latest]);
  return driverId && position?.driverId === driverId ? position : undefined;
}
