// The order locations view (spec, second document, section 2: "Orders have list, statistics,
// location and detail views"): what GET s/locations answers, the two statistics screens' paths,
// and the grid clustering the map draws its markers with. One module for the SPA and the server.
import { EXPORT_MAX_ROWS } from './order-export';
import { ORDER_PERMISSION, type OrderStatus } from './order-status';

/** The orders statistics panel (dashboard's orders sections on one screen). */
export const ORDER_STATISTICS_SCREEN = `/${ORDER_PERMISSION}/statistics`;
/** The map of the orders' positions over a period. */
export const ORDER_LOCATIONS_SCREEN = `/${ORDER_PERMISSION}/locations`;

/** Orders one locations call answers at most (newest first): a period with more is cut. */
export const ORDER_LOCATIONS_MAX = EXPORT_MAX_ROWS;

/** The period the locations screen opens with: the last 30 days. */
export const ORDER_LOCATIONS_DEFAULT_DAYS = 30;

export interface OrderLocation {
  orderId: number;
  mongoId: string;
  status: OrderStatus;
  latitude: number;
  longitude: number;
  address: string | null;
}

/** The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); none: a plain background. */
export interface OrderLocationsMap {
  tileUrl: string | null;
  attribution: string | null;
}

/** GET s/locations?{order filter} */
export interface OrderLocationsResponse {
  data: OrderLocation[];
  /** the cap: `data` holds the newest `limit` orders when the period has more */
  limit: number;
  map: OrderLocationsMap;
}

/** A cluster's cell on screen, in CSS pixels: points closer than about this are drawn as one. */
export const CLUSTER_CELL_PX = 64;
/** From this zoom on only orders at the very same spot are grouped (a street: clusters would hide neighbours). */
export const CLUSTER_MAX_ZOOM = 17;
/** Web Mercator: the world is 256 × 2^zoom pixels wide. */
const TILE_PX = 256;
const MAX_LATITUDE = 85.05112878;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Cluster<P extends GeoPoint> {
  /** the cell, stable for a zoom: `{zoom}/{column}/{row}` */
  key: string;
  /** the mean position of the points */
  latitude: number;
  longitude: number;
  points: P[];
}

/** The world size in pixels at a zoom, the scale the grid's cells are laid on. */
export const worldPixels = (zoom: number): number => TILE_PX * 2 ** zoom;

/** The cell size in degrees of longitude at a zoom: halves at each zoom step. */
export const clusterCellDegrees = (zoom: number): number => (360 / worldPixels(zoom)) * CLUSTER_CELL_PX;

/** A position's Web Mercator pixel at a zoom (the map's own projection, so cells are squares on screen). */
export function mercatorPixel(p: GeoPoint, zoom: number): { x: number; y: number } {
  const size = worldPixels(zoom);
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, p.latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((p.longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

const isPlace = (p: GeoPoint) =>
  Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;

/**
 * Groups points by the grid cell of CLUSTER_CELL_PX pixels they fall in at `zoom` (the cell covers
 * half the ground at each zoom step). From CLUSTER_MAX_ZOOM on, or with a cell of 0, only points at
 * the same position share a cluster (zooming in cannot part them: the map lists them instead).
 * Points without a valid position are left out. Clusters come out biggest first, points in the
 * order given.
 */
export function clusterPoints<P extends GeoPoint>(points: readonly P[], zoom: number, cellPx = CLUSTER_CELL_PX): Cluster<P>[] {
  const z = Math.max(0, Math.round(zoom));
  const cells = new Map<string, P[]>();
  points.forEach((p) => {
    if (!isPlace(p)) return;
    let key: string;
    if (z >= CLUSTER_MAX_ZOOM || cellPx <= 0) key = `${z}/at/${p.latitude},${p.longitude}`;
    else {
      const { x, y } = mercatorPixel(p, z);
      key = `${z}/${Math.floor(x / cellPx)}/${Math.floor(y / cellPx)}`;
    }
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  });
  return [...cells.entries()]
    .map(([key, members]) => ({
      key,
      latitude: members.reduce((s, p) => s + p.latitude, 0) / members.length,
      longitude: members.reduce((s, p) => s + p.longitude, 0) / members.length,
      points: members,
    }))
    .sort((a, b) => b.points.length - a.points.length);
}

/** Whether zooming in can part a cluster: not when all its points are at one position. */
export const canSplit = (c: Cluster<GeoPoint>): boolean =>
  c.points.some((p) => p.latitude !== c.points[0].latitude || p.longitude !== c.points[0].longitude);

/** A cluster's circle grows with its count (log scale), between 28 and 56 pixels across. */
export const clusterDiameter = (count: number): number => Math.round(Math.min(56, 28 + 7 * Math.log10(Math.max(1, count))));
