import { describe, expect, it } from 'vitest';
import { changedAtText, staleRecordText } from './stale-record';

const translate = (key: string, args?: Record<string, unknown>) => `${key} ${JSON.stringify(args)}`;

describe('a refused stale update, in words', () => {
  const changedAt = '2026-03-02T10:42:07.123Z';
  it('names who changed the record, or someone when the server could not say', () => {
    const now = new Date(changedAt);
    const time = changedAtText(changedAt, now, 'en-GB');
    expect(staleRecordText(translate, { message: '', changedBy: 'Jane Doe', changedAt }, now, 'en-GB')).toBe(`app.form.stale_by ${JSON.stringify({ name: 'Jane Doe', time })}`);
    expect(staleRecordText(translate, { message: '', changedBy: null, changedAt }, now, 'en-GB')).toBe(`app.form.stale_someone ${JSON.stringify({ time })}`);
  });
  it('gives the time on the same day, the date too on another', () => {
    const at = new Date(changedAt);
    expect(changedAtText(changedAt, at, 'en-GB')).toBe(at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
    const later = new Date(at.getTime() + 3 * 86400_000);
    expect(changedAtText(changedAt, later, 'en-GB')).toBe(at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
  });
});
