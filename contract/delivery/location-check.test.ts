import { describe, expect, it } from 'vitest';
import { LOCATION_MIN_TIMESTAMP, bearingBetween, checkDriverIds, checkLocationReport, reportFromPosition } from './location-check';

const now = Date.UTC(2026, 10, 23, 12);
const good = { latitude: 34.05, longitude: -118.25, timestamp: now - 1000, heading: 90, bearing: null, speed: 3.5 };
const paths = (input: unknown, userId = 7) => {
  const r = checkLocationReport(input, userId, now);
  return r.ok ? [] : r.errors.map((e) => e.path);
};

describe('checkLocationReport', () => {
  it('accepts a report and keeps only its fields', () => {
    expect(checkLocationReport({ ...good, driverId: 7, extra: 'x' }, 7, now)).toEqual({ ok: true, report: good });
  });

  it('takes absent heading, bearing and speed as null', () => {
    const r = checkLocationReport({ latitude: 0, longitude: 0, timestamp: now }, 7, now);
    expect(r).toEqual({ ok: true, report: { latitude: 0, longitude: 0, timestamp: now, heading: null, bearing: null, speed: null } });
  });

  it('accepts the edges of each range', () => {
    expect(paths({ ...good, latitude: -90, longitude: 180, heading: 0, bearing: 360, speed: 0 })).toEqual([]);
    expect(paths({ ...good, latitude: 90, longitude: -180, heading: 360, bearing: 0 })).toEqual([]);
  });

  it('refuses positions off the globe, naming the field', () => {
    expect(paths({ ...good, latitude: 90.0001 })).toEqual(['latitude']);
    expect(paths({ ...good, longitude: -180.5 })).toEqual(['longitude']);
    expect(paths({ ...good, latitude: '34', longitude: NaN })).toEqual(['latitude', 'longitude']);
    expect(paths({ ...good, latitude: undefined })).toEqual(['latitude']);
  });

  it('refuses headings and bearings outside 0..360 and negative speeds', () => {
    expect(paths({ ...good, heading: -1, bearing: 361, speed: -0.1 })).toEqual(['heading', 'bearing', 'speed']);
    expect(paths({ ...good, speed: Infinity })).toEqual(['speed']);
    expect(paths({ ...good, heading: '90' })).toEqual(['heading']);
  });

  it('refuses timestamps that are not epoch milliseconds or lie in the future', () => {
    expect(paths({ ...good, timestamp: now + 61_000 })).toEqual(['timestamp']);
    expect(paths({ ...good, timestamp: now + 30_000 })).toEqual([]);
    expect(paths({ ...good, timestamp: Math.floor(now / 1000) })).toEqual(['timestamp']);
    expect(paths({ ...good, timestamp: LOCATION_MIN_TIMESTAMP - 1 })).toEqual(['timestamp']);
    expect(paths({ ...good, timestamp: '2026-11-23' })).toEqual(['timestamp']);
  });

  it('refuses a report naming another driver', () => {
    expect(paths({ ...good, driverId: 8 }, 7)).toEqual(['driverId']);
    expect(paths({ ...good, driverId: '7' }, 7)).toEqual(['driverId']);
  });

  it('refuses what is not an object', () => {
    for (const v of [null, 5, 'x', [good]]) expect(paths(v)).toEqual(['']);
  });
});

describe('checkDriverIds', () => {
  it('takes a list of positive integers, once each', () => {
    expect(checkDriverIds({ driverIds: [3, 4, 3] })).toEqual([3, 4]);
    expect(checkDriverIds({ driverIds: [] })).toEqual([]);
  });
  it('refuses anything else', () => {
    for (const v of [null, {}, { driverIds: 3 }, { driverIds: [0] }, { driverIds: [1.5] }, { driverIds: ['1'] }, { driverIds: Array.from({ length: 1001 }, (_, i) => i + 1) }])
      expect(checkDriverIds(v)).toBeUndefined();
  });
});

describe('bearingBetween', () => {
  it('gives compass degrees from one position to the next', () => {
    expect(bearingBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(0);
    expect(bearingBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(90);
    expect(bearingBetween({ latitude: 1, longitude: 0 }, { latitude: 0, longitude: 0 })).toBeCloseTo(180);
    expect(bearingBetween({ latitude: 0, longitude: 1 }, { latitude: 0, longitude: 0 })).toBeCloseTo(270);
  });
});

describe('reportFromPosition', () => {
  const at = (latitude: number, longitude: number, heading: number | null = null, speed: number | null = null) => ({ coords: { latitude, longitude, heading, speed }, timestamp: 1_700_000_000_000.4 });

  it("takes heading and speed from the device, bearing from its heading", () => {
    expect(reportFromPosition(at(1, 2, 45, 3), undefined)).toEqual({ latitude: 1, longitude: 2, timestamp: 1_700_000_000_000, heading: 45, bearing: 45, speed: 3 });
  });

  it('computes the bearing from the previous position when the device gives no heading', () => {
    const first = reportFromPosition(at(0, 0), undefined);
    expect(first.bearing).toBeNull();
    const second = reportFromPosition(at(0, 0.001, NaN, NaN), first);
    expect(second.heading).toBeNull();
    expect(second.speed).toBeNull();
    expect(second.bearing).toBeCloseTo(90);
    // standing still: no direction
    expect(reportFromPosition(at(0, 0.001), second).bearing).toBeNull();
  });
});
