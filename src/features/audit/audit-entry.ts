/** The permission path of the audit log screen and of every record's history. */
export { AUDIT_PERMISSION, type AuditEntry } from '../../../contract/audit';
import type { AuditEntry } from '../../../contract/audit';

const show = (v: unknown): string => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** "name: English → Englisch" per changed field. */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .filter((k) => show(entry.before?.[k]) !== show(entry.after?.[k]))
    .map((k) => `${k}: ${show(entry.before?.[k])} → ${show(entry.after?.[k])}`);
}
