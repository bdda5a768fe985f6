// "Optimise stops" (issue 12, beyond the spec): reorders a route's stops to shorten it. The first
// stop stays first (the operator chose where the driver starts); the rest are ordered by nearest
// neighbour, then improved by 2-opt until no reversal shortens the path. Stops without coordinates
// keep their relative order at the end. Pure: the form and the server's plan call use it.
import { greatCircleDistance, hasLocation, measureRoute, type LatLng, type RouteMeasure, type RouteStop } from './geo';

/** Open-path 2-opt over positions, the first one fixed; returns the visiting order as indexes. */
function twoOpt(points: readonly LatLng[], order: number[]): number[] {
  const d = (i: number, j: number) => greatCircleDistance(points[order[i]], points[order[j]]);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        // reverse order[i..j]: edges (i-1,i) and (j,j+1) become (i-1,j) and (i,j+1)
        const before = d(i - 1, i) + (j + 1 < order.length ? d(j, j + 1) : 0);
        const after = d(i - 1, j) + (j + 1 < order.length ? d(i, j + 1) : 0);
        if (after < before - 1e-6) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

/** Nearest neighbour from the first position; returns the visiting order as indexes. */
function nearestNeighbour(points: readonly LatLng[]): number[] {
  const order = [0];
  const left = new Set(points.map((_p, i) => i).slice(1));
  while (left.size) {
    const last = points[order[order.length - 1]];
    let best = -1;
    let bestD = Infinity;
    for (const i of left) {
      const dist = greatCircleDistance(last, points[i]);
      if (dist < bestD) [best, bestD] = [i, dist];
    }
    order.push(best);
    left.delete(best);
  }
  return order;
}

/** The stops in a shorter (never longer) order. */
export function optimiseStops<T extends RouteStop>(stops: readonly T[]): T[] {
  const located = stops.filter((s) => hasLocation(s.location));
  const unlocated = stops.filter((s) => !hasLocation(s.location));
  if (located.length < 3) return [...located, ...unlocated];
  const points = located.map((s) => s.location as LatLng);
  const order = twoOpt(points, nearestNeighbour(points));
  const candidate = order.map((i) => located[i]);
  // never worse than the given order (the heuristics could, in theory, be)
  const given = measureRoute(located).distance;
  return [...(measureRoute(candidate).distance <= given ? candidate : located), ...unlocated];
}

export interface OptimisePlan<T extends RouteStop> {
  before: RouteMeasure;
  after: RouteMeasure;
  stops: T[];
}

/** The optimised order with the distance and time before and after, as the form shows them. */
export function planStops<T extends RouteStop>(stops: readonly T[]): OptimisePlan<T> {
  const optimised = optimiseStops(stops);
  return { before: measureRoute(stops), after: measureRoute(optimised), stops: optimised };
}
