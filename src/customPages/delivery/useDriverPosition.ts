import { useEffect, useState } from 'react';
import { LOCATION_EVENTS, LOCATION_NAMESPACE, type DriverPosition } from '../../../contract/delivery/location';
import { acquireSocket, releaseSocket } from '../../realtime/socket-client';

/**
 * The live position of a driver while the component is mounted: asks the server for the driver's
 * positions (again after a reconnect) and keeps the latest one received. `initial` is the last
 * position known when the page loaded (the route's `driver.location`).
 */
export function useDriverPosition(driverId: number | undefined, initial?: DriverPosition): DriverPosition | undefined {
  const [position, setPosition] = useState<DriverPosition | undefined>(initial);
  useEffect(() => setPosition(initial), [initial]);
  useEffect(() => {
    if (!driverId) return undefined;
    const socket = acquireSocket(LOCATION_NAMESPACE);
    if (!socket) return undefined;
    const watch = () => socket.emit(LOCATION_EVENTS.watch, { driverIds: [driverId] });
    const onPosition = (p: DriverPosition) => {
      if (p.driverId === driverId) setPosition(p);
    };
    socket.on('connect', watch);
    socket.on(LOCATION_EVENTS.position, onPosition);
    if (socket.connected) watch();
    return () => {
      socket.emit(LOCATION_EVENTS.unwatch, { driverIds: [driverId] });
      socket.off('connect', watch);
      socket.off(LOCATION_EVENTS.position, onPosition);
      releaseSocket(LOCATION_NAMESPACE, socket);
    };
  }, [driverId]);
  return position;
}
