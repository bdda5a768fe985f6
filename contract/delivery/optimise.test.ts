import { describe, expect, it } from 'vitest';
import { measureRoute, type RouteStop } from './geo';
import { optimiseStops, planStops } from './optimise';

const stop = (orderId: number, latitude: number, longitude: number): RouteStop => ({ orderId, location: { latitude, longitude } });
const ids = (stops: RouteStop[]) => stops.map((s) => s.orderId);

/** The shortest open path with the first stop fixed, by trying every order (small instances only). */
function bruteForce(stops: RouteStop[]): number {
  const [first, ...rest] = stops;
  let best = Infinity;
  const permute = (done: RouteStop[], left: RouteStop[]) => {
    if (!left.length) best = Math.min(best, measureRoute([first, ...done]).distance);
    left.forEach((s, i) => permute([...done, s], [...left.slice(0, i), ...left.slice(i + 1)]));
  };
  permute([], rest);
  return best;
}

describe('optimiseStops', () => {
  it('puts stops along a street in street order (the known optimum)', () => {
    const input = [stop(1, 34, -118.5), stop(4, 34, -118.47), stop(2, 34, -118.49), stop(5, 34, -118.46), stop(3, 34, -118.48)];
    const out = optimiseStops(input);
    expect(ids(out)).toEqual([1, 2, 3, 4, 5]);
    expect(measureRoute(out).distance).toBeLessThan(measureRoute(input).distance);
  });

  // A 3 x 3 block grid entered in a zigzag: nearest neighbour alone is not optimal here, 2-opt fixes it.
  const grid = [
    stop(1, 34.0, -118.5), stop(2, 34.02, -118.48), stop(3, 34.0, -118.46), stop(4, 34.01, -118.5), stop(5, 34.02, -118.46),
    stop(6, 34.01, -118.48), stop(7, 34.0, -118.48), stop(8, 34.02, -118.5), stop(9, 34.01, -118.46),
  ];
  it('reaches the optimum of a small grid, found by trying every order', () => {
    const out = optimiseStops(grid);
    expect(out[0].orderId).toBe(1);
    expect(measureRoute(out).distance).toBe(bruteForce(grid));
    expect(new Set(ids(out))).toEqual(new Set(ids(grid)));
  });

  it('never lengthens an already optimal route', () => {
    const best = optimiseStops(grid);
    expect(measureRoute(optimiseStops(best)).distance).toBe(measureRoute(best).distance);
  });

  it('keeps stops without coordinates, at the end in their order', () => {
    const out = optimiseStops([stop(1, 34, -118.5), { orderId: 9, location: null }, stop(3, 34, -118.46), stop(2, 34, -118.49), { orderId: 8 }]);
    expect(ids(out)).toEqual([1, 2, 3, 9, 8]);
  });

  it('reports distance and time before and after', () => {
    const plan = planStops(grid);
    expect(plan.after.distance).toBeLessThan(plan.before.distance);
    expect(plan.after.estimatedTime).toBeLessThan(plan.before.estimatedTime);
    expect(plan.before.distance).toBe(measureRoute(grid).distance);
  });
});
