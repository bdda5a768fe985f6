import { describe, expect, it } from 'vitest';
import {
  CLUSTER_CELL_PX, CLUSTER_MAX_ZOOM, canSplit, clusterCellDegrees, clusterDiameter, clusterPoints, mercatorPixel, worldPixels,
} from './order-locations';

const at = (latitude: number, longitude: number, id = 0) => ({ latitude, longitude, id });

describe('mercatorPixel', () => {
  it('puts (0, 0) in the middle of the world and the corners at its edges', () => {
    expect(mercatorPixel(at(0, 0), 3)).toEqual({ x: worldPixels(3) / 2, y: worldPixels(3) / 2 });
    expect(mercatorPixel(at(0, -180), 0).x).toBe(0);
    expect(mercatorPixel(at(0, 180), 0).x).toBe(256);
    expect(mercatorPixel(at(90, 0), 0).y).toBeCloseTo(0, 3);
  });
});

describe('clusterCellDegrees', () => {
  it('halves the cell at each zoom step', () => {
    expect(clusterCellDegrees(0)).toBe((360 / 256) * CLUSTER_CELL_PX);
    expect(clusterCellDegrees(11)).toBeCloseTo(clusterCellDegrees(10) / 2, 12);
  });
});

describe('clusterPoints', () => {
  // two neighbourhoods of Los Angeles about 1 km apart, and a point in San Diego
  const hollywood = [at(34.1016, -118.3267, 1), at(34.1019, -118.3262, 2), at(34.1012, -118.3270, 3)];
  const silverLake = [at(34.0869, -118.2702, 4), at(34.0872, -118.2705, 5)];
  const sanDiego = at(32.7157, -117.1611, 6);
  const all = [...hollywood, ...silverLake, sanDiego];
  const counts = (zoom: number) => clusterPoints(all, zoom).map((c) => c.points.length);

  it('joins the whole region into one cluster when zoomed out', () => {
    const clusters = clusterPoints(all, 2);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].points.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('splits the cities apart, then the neighbourhoods, as the map zooms in', () => {
    expect(counts(8)).toEqual([5, 1]);
    expect(counts(13)).toEqual([3, 2, 1]);
  });

  it('draws every order on its own from the last clustered zoom, but for orders at the very same spot', () => {
    expect(counts(CLUSTER_MAX_ZOOM)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(counts(CLUSTER_MAX_ZOOM + 2)).toEqual([1, 1, 1, 1, 1, 1]);
    // two orders to one address stay together: no zoom parts them, the map lists them
    const sameDoor = [at(34, -118, 1), at(34, -118, 2), at(34.00001, -118, 3)];
    const [both, other] = clusterPoints(sameDoor, CLUSTER_MAX_ZOOM);
    expect(both.points.map((p) => p.id)).toEqual([1, 2]);
    expect(canSplit(both)).toBe(false);
    expect(other.points.map((p) => p.id)).toEqual([3]);
    const [all] = clusterPoints(sameDoor, CLUSTER_MAX_ZOOM - 1);
    expect(all.points).toHaveLength(3);
    expect(canSplit(all)).toBe(true);
  });

  it('places a cluster at the mean of its points and gives each cell a stable key', () => {
    const [c] = clusterPoints(silverLake, 12);
    expect(c.latitude).toBeCloseTo((34.0869 + 34.0872) / 2, 10);
    expect(c.longitude).toBeCloseTo((-118.2702 + -118.2705) / 2, 10);
    expect(clusterPoints(silverLake, 12)[0].key).toBe(c.key);
    expect(c.key.startsWith('12/')).toBe(true);
  });

  it('leaves out positions that are not places', () => {
    const bad = [at(Number.NaN, 1, 1), at(91, 0, 2), at(0, 181, 3), at(10, 10, 4)];
    expect(clusterPoints(bad, 5).flatMap((c) => c.points.map((p) => p.id))).toEqual([4]);
  });

  it('returns nothing for no points', () => {
    expect(clusterPoints([], 10)).toEqual([]);
  });
});

describe('clusterDiameter', () => {
  it('grows with the count within 28 and 56 pixels', () => {
    expect(clusterDiameter(1)).toBe(28);
    expect(clusterDiameter(10)).toBe(35);
    expect(clusterDiameter(1000)).toBe(49);
    expect(clusterDiameter(10 ** 9)).toBe(56);
  });
});
