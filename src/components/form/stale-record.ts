import type { TranslateFunction } from 'react-admin';
import type { StaleRecord } from '../../../contract/record-version';

/** When the record changed, as the operator reads it: the time on the same day, else the date and time. */
export function changedAtText(changedAt: string, now: Date = new Date(), locale?: string): string {
  const at = new Date(changedAt);
  return at.toDateString() === now.toDateString()
    ? at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The sentence of a refused stale update: who changed the record and when, and what Reload does. */
export function staleRecordText(translate: TranslateFunction, conflict: StaleRecord, now?: Date, locale?: string): string {
  const time = changedAtText(conflict.changedAt, now, locale);
  return conflict.changedBy ? translate('app.form.stale_by', { name: conflict.changedBy, time }) : translate('app.form.stale_someone', { time });
}
