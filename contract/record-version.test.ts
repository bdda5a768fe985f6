import { describe, expect, it } from 'vitest';
import { isStaleRecord, preconditionHolds, recordVersion, versionTag } from './record-version';

const version = '2026-03-02T10:42:07.123Z';

describe('recordVersion', () => {
  it('is the instant in milliseconds, the same from a Date or from the text a list gives', () => {
    expect(recordVersion(new Date(version))).toBe(version);
    expect(recordVersion(version)).toBe(version);
    expect(recordVersion('2026-03-02T11:42:07.123+01:00')).toBe(version);
  });
});

describe('preconditionHolds', () => {
  it('admits the current version, quoted', () => {
    expect(preconditionHolds(versionTag(version), version)).toBe(true);
    expect(preconditionHolds(` "x", ${versionTag(version)}`, version)).toBe(true);
  });
  it('refuses another version, an unquoted or weak tag, and nonsense', () => {
    expect(preconditionHolds(versionTag('2026-03-02T10:42:07.122Z'), version)).toBe(false);
    expect(preconditionHolds(version, version)).toBe(false);
    expect(preconditionHolds(`W/${versionTag(version)}`, version)).toBe(false);
    expect(preconditionHolds('', version)).toBe(false);
    expect(preconditionHolds('"', version)).toBe(false);
  });
  it('admits any version with *', () => {
    expect(preconditionHolds('*', version)).toBe(true);
  });
});

describe('isStaleRecord', () => {
  it('tells a stale update refusal from other error bodies', () => {
    expect(isStaleRecord({ message: 'm', changedBy: null, changedAt: version })).toBe(true);
    expect(isStaleRecord({ message: 'm', changedBy: 'Jane Doe', changedAt: version })).toBe(true);
    expect(isStaleRecord({ message: 'm', errmsg: 'm' })).toBe(false);
    expect(isStaleRecord(null)).toBe(false);
    expect(isStaleRecord([{ path: 'name', msg: 'x' }])).toBe(false);
  });
});
