// Courier location sharing (spec, second document, sections 3 "Location report" and 4 "Courier
// location"; first document, section 9): what a driver's page reports over its socket, and what the
// pages watching a driver receive. Shared by the driver page, the route page and the server.
import { EVENTS, type NamespaceName } from '../realtime';

/** One position of a courier, as the browser's geolocation gives it. */
export interface LocationReport {
  latitude: number;
  longitude: number;
  /** milliseconds since the epoch, when the device took the position */
  timestamp: number;
  heading: number | null;
  bearing: number | null;
  speed: number | null;
}

/** A driver's position as watchers receive it. */
export interface DriverPosition extends LocationReport {
  driverId: number;
}

/** The namespace the location events travel on. */
export const LOCATION_NAMESPACE: NamespaceName = 'main';

export const LOCATION_EVENTS = {
  /** driver page to server: a LocationReport */
  report: EVENTS.location,
  /** watching page to server: `{ driverIds: number[] }`, the drivers whose positions it wants */
  watch: 'WATCH-DRIVERS',
  /** watching page to server: `{ driverIds: number[] }`, no longer wanted */
  unwatch: 'UNWATCH-DRIVERS',
  /** server to the pages watching the driver: a DriverPosition */
  position: 'DRIVER-LOCATION',
} as const;

/** The geolocation watch of the driver page (spec: timeout 5 s, maximum age 10 s, high accuracy). */
export const LOCATION_WATCH: PositionOptions = { timeout: 5_000, maximumAge: 10_000, enableHighAccuracy: true };

/** The last position of each driver is written to the database at most this often. */
export const LOCATION_SAVE_INTERVAL_MS = 5_000;

/** Earth radius of the spec's great-circle distances, in metres. */
export const EARTH_RADIUS_M = 6_371_000;

/** The driver's page that shares his location (permission: the Delivery permission). */
export const COURIER_PAGE_PATH = '/delivery/courier';
