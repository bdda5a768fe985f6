import { describe, expect, it } from 'vitest';
import { AVERAGE_SPEED_MPS, STOP_SERVICE_S, estimatedTime, formatDistance, formatDuration, greatCircleDistance, measureRoute, pathDistance } from './geo';
import { EARTH_RADIUS_M } from './location';

describe('greatCircleDistance', () => {
  it('is one degree of arc on the equator: 2πR/360 with the spec radius', () => {
    expect(greatCircleDistance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_M) / 360, 3);
  });
  it('is half the circumference between antipodes, and zero to itself', () => {
    expect(greatCircleDistance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 3);
    expect(greatCircleDistance({ latitude: 34.1, longitude: -118.4 }, { latitude: 34.1, longitude: -118.4 })).toBe(0);
  });
  it('gives the known distance Los Angeles to San Francisco (about 559 km)', () => {
    const d = greatCircleDistance({ latitude: 34.0522, longitude: -118.2437 }, { latitude: 37.7749, longitude: -122.4194 });
    expect(d / 1000).toBeCloseTo(559.1, 0);
  });
});

describe('measureRoute and the estimate', () => {
  const deg = (2 * Math.PI * EARTH_RADIUS_M) / 360;
  it('sums the legs in order and adds a stop time per stop', () => {
    const stops = [0, 1, 3].map((lng, i) => ({ orderId: i + 1, location: { latitude: 0, longitude: lng / 100 } }));
    const m = measureRoute(stops);
    expect(m.distance).toBe(Math.round(0.03 * deg));
    expect(m.estimatedTime).toBe(Math.round(m.distance / AVERAGE_SPEED_MPS + 3 * STOP_SERVICE_S));
    expect(m.stopsWithoutLocation).toEqual([]);
  });
  it('skips a stop without coordinates in the distance and names it', () => {
    const m = measureRoute([
      { orderId: 7, location: { latitude: 0, longitude: 0 } },
      { orderId: 8, location: { latitude: null as unknown as number, longitude: 2 } },
      { orderId: 9, location: { latitude: 0, longitude: 0.01 } },
    ]);
    expect(m.distance).toBe(Math.round(0.01 * deg));
    expect(m.stopsWithoutLocation).toEqual([8]);
  });
  it('is zero for one stop; time is the stop time', () => {
    expect(pathDistance([{ latitude: 1, longitude: 1 }])).toBe(0);
    expect(estimatedTime(0, 1)).toBe(STOP_SERVICE_S);
  });
  it('formats for the screens', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(12_345)).toBe('12.3 km');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(600)).toBe('10 min');
  });
});
