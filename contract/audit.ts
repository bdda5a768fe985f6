// The audit log as the API returns it (GET /api/audit/{page}/{count}) and the console shows it.
export { AUDIT_PERMISSION } from './permissions';

export interface AuditEntry {
  auditId: number;
  userId: number | null;
  username: string | null;
  at: string;
  /** the entity's registry name (`user`, `order`...) */
  entity: string;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
