// Distances and times of a delivery route (spec, first document, section 9: great-circle distance on
// an earth of radius 6371000 m). Pure, shared by the route form, the route page and the server.
import { EARTH_RADIUS_M } from './location';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * Average driving speed in town assumed for the estimate (30 km/h) and the time spent at each stop
 * (handing over the order, 3 minutes). Not in the spec: an operator's rule of thumb.
 */
export const AVERAGE_SPEED_MPS = 30_000 / 3600;
export const STOP_SERVICE_S = 180;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two positions, in metres. */
export function greatCircleDistance(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A usable position: both coordinates are finite numbers within range. */
export function hasLocation(p: Partial<LatLng> | null | undefined): p is LatLng {
  if (!p) return false;
  const { latitude, longitude } = p;
  return (
    typeof latitude === 'number' && Number.isFinite(latitude) && Math.abs(latitude) <= 90 &&
    typeof longitude === 'number' && Number.isFinite(longitude) && Math.abs(longitude) <= 180
  );
}

/** Length of the path through the positions in order, in metres (0 for fewer than two). */
export function pathDistance(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += greatCircleDistance(points[i - 1], points[i]);
  return total;
}

/** Estimated time of a route, in seconds: driving at the average speed plus a stop's time at each stop. */
export function estimatedTime(distanceM: number, stops: number): number {
  return Math.round(distanceM / AVERAGE_SPEED_MPS + Math.max(0, stops) * STOP_SERVICE_S);
}

export interface RouteStop {
  orderId: number;
  /** the order's delivery address position, when it has one */
  location?: Partial<LatLng> | null;
}

export interface RouteMeasure {
  /** metres, rounded to whole metres */
  distance: number;
  /** seconds */
  estimatedTime: number;
  /** orders left out of the distance: their address has no coordinates */
  stopsWithoutLocation: number[];
}

/** Distance and time of the stops in order; a stop without coordinates is skipped and named. */
export function measureRoute(stops: readonly RouteStop[]): RouteMeasure {
  const located = stops.filter((s) => hasLocation(s.location));
  const distance = Math.round(pathDistance(located.map((s) => s.location as LatLng)));
  return {
    distance,
    estimatedTime: estimatedTime(distance, stops.length),
    stopsWithoutLocation: stops.filter((s) => !hasLocation(s.location)).map((s) => s.orderId),
  };
}

/** A distance as the screens show it: metres under 1 km, else km with one decimal. */
export const formatDistance = (m: number): string => (m < 1000 ? `${Math.round(m)} m` : `${(m / 1000).toFixed(1)} km`);

/** A duration as the screens show it: h and min. */
export function formatDuration(s: number): string {
  const minutes = Math.round(s / 60);
  const h = Math.floor(minutes / 60);
  return h ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}
