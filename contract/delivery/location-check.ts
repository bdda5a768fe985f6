// The server's check of a courier's 'location' report (contract/delivery/location.ts), kept pure so
// the driver page, the server and the tests agree on what a report may hold.
import type { ValidationItem } from '../validate';
import type { LocationReport } from './location';


/** Texts of a refused report (not in the spec). */
export const LOCATION_TEXTS = {
  notObject: 'A location report is an object.',
  number: 'Must be a number.',
  numberOrNull: 'Must be a number or null.',
  range: (min: number, max: number) => `Must be between ${min} and ${max}.`,
  notNegative: 'Must not be negative.',
  timestamp: 'Must be a time in milliseconds since 1970, not in the future.',
  otherDriver: 'A driver may only report his own location.',
  notDriver: 'Only users with the Delivery permission may share a location.',
  noRouteAccess: 'Watching drivers needs access to the delivery routes.',
  driverIds: 'Must be a list of driver ids.',
  failed: 'The server could not handle this message. Try again.',
} as const;

/** Oldest timestamp accepted (2000-01-01): anything earlier is a clock that was never set. */
export const LOCATION_MIN_TIMESTAMP = Date.UTC(2000, 0, 1);
/** How far a device clock may run ahead of the server's. */
export const LOCATION_MAX_CLOCK_SKEW_MS = 60_000;
/** At most this many drivers in one WATCH-DRIVERS or UNWATCH-DRIVERS message. */
export const WATCH_MAX_DRIVERS = 1_000;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export type LocationCheck = { ok: true; report: LocationReport } | { ok: false; errors: ValidationItem[] };

/**
 * Checks a report: latitude -90..90, longitude -180..180, timestamp a time in epoch milliseconds
 * from 2000 on and at most a minute ahead of `now`, heading and bearing 0..360 or null, speed >= 0
 * or null (absent counts as null). `driverId`, when present, must be the reporting user's own.
 * Returns the report holding exactly these fields.
 */
export function checkLocationReport(input: unknown, userId: number, now = Date.now()): LocationCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, errors: [{ path: '', msg: LOCATION_TEXTS.notObject }] };
  const r = input as Record<string, unknown>;
  const errors: ValidationItem[] = [];
  const required = (path: 'latitude' | 'longitude', min: number, max: number) => {
    const v = r[path];
    if (!isNumber(v)) errors.push({ path, msg: LOCATION_TEXTS.number });
    else if (v < min || v > max) errors.push({ path, msg: LOCATION_TEXTS.range(min, max) });
  };
  const optional = (path: 'heading' | 'bearing' | 'speed', min: number, max?: number) => {
    const v = r[path];
    if (v === null || v === undefined) return;
    if (!isNumber(v)) errors.push({ path, msg: LOCATION_TEXTS.numberOrNull });
    else if (max === undefined ? v < min : v < min || v > max) errors.push({ path, msg: max === undefined ? LOCATION_TEXTS.notNegative : LOCATION_TEXTS.range(min, max) });
  };
  required('latitude', -90, 90);
  required('longitude', -180, 180);
  optional('heading', 0, 360);
  optional('bearing', 0, 360);
  optional('speed', 0);
  const t = r.timestamp;
  if (!isNumber(t) || t < LOCATION_MIN_TIMESTAMP || t > now + LOCATION_MAX_CLOCK_SKEW_MS) errors.push({ path: 'timestamp', msg: LOCATION_TEXTS.timestamp });
  if (r.driverId !== undefined && r.driverId !== null && r.driverId !== userId) errors.push({ path: 'driverId', msg: LOCATION_TEXTS.otherDriver });
  if (errors.length) return { ok: false, errors };
  const orNull = (v: unknown) => (isNumber(v) ? v : null);
  return {
    ok: true,
    report: {
      latitude: r.latitude as number,
      longitude: r.longitude as number,
      timestamp: Math.round(t as number),
      heading: orNull(r.heading),
      bearing: orNull(r.bearing),
      speed: orNull(r.speed),
    },
  };
}

/** The driver ids of a WATCH-DRIVERS / UNWATCH-DRIVERS message, or undefined when it is not `{ driverIds: [positive integers] }`. */
export function checkDriverIds(input: unknown): number[] | undefined {
  const ids = (input as { driverIds?: unknown } | null)?.driverIds;
  if (!Array.isArray(ids) || ids.length > WATCH_MAX_DRIVERS) return undefined;
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return undefined;
  return [...new Set(ids as number[])];
}

/** Degrees clockwise from north to go from one position to the next (initial great-circle bearing), 0..360. */
export function bearingBetween(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const [f1, f2] = [from.latitude * rad, to.latitude * rad];
  const dl = (to.longitude - from.longitude) * rad;
  const y = Math.sin(dl) * Math.cos(f2);
  const x = Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl);
  return ((Math.atan2(y, x) / rad) % 360 + 360) % 360;
}

/** What the driver page reads of a browser position (GeolocationPosition). */
export interface DevicePosition {
  coords: { latitude: number; longitude: number; heading: number | null; speed: number | null };
  timestamp: number;
}

const finite = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The report of a device position: heading and speed as the device gives them (null when it gives
 * none, or NaN while standing still); bearing the device's heading, or when it has none the
 * direction travelled from the previous position (null until the driver moved).
 */
export function reportFromPosition(position: DevicePosition, previous: LocationReport | undefined): LocationReport {
  const { latitude, longitude } = position.coords;
  const heading = finite(position.coords.heading);
  const speed = finite(position.coords.speed);
  const moved = previous !== undefined && (previous.latitude !== latitude || previous.longitude !== longitude);
  const bearing = heading ?? (moved ? bearingBetween(previous, { latitude, longitude }) : null);
  return { latitude, longitude, timestamp: Math.round(position.timestamp), heading, bearing, speed };
}
