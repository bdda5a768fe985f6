// A record's version, for updates that must not overwrite a change made since the record was read
// (docs/decisions.md, "Stale updates"): the instant of its last change as every record carries it
// (`dateModified`, milliseconds), sent back by the edit form in `If-Match`.

/** The version of a record: its `dateModified` as the API writes it (ISO, UTC, milliseconds). */
export function recordVersion(dateModified: string | Date): string {
  return (dateModified instanceof Date ? dateModified : new Date(dateModified)).toISOString();
}

/** The entity tag of a version (`ETag` of a read, `If-Match` of an update): a strong, quoted tag. */
export const versionTag = (version: string): string => `"${version}"`;

/** The header a client sends with an update to say which version its changes are based on. */
export const PRECONDITION_HEADER = 'If-Match';

/**
 * Whether an `If-Match` header admits the record's current version: `*` admits any, otherwise one
 * of its comma-separated tags must be the version's (a weak tag never matches, as HTTP says).
 */
export function preconditionHolds(ifMatch: string, version: string): boolean {
  const tags = ifMatch.split(',').map((t) => t.trim()).filter(Boolean);
  return tags.includes('*') || tags.includes(versionTag(version));
}

/**
 * The body of the 409 that refuses a stale update: who made the change the client has not seen
 * (their name, or null when the caller may not know it or nobody signed in made it) and when.
 */
export interface StaleRecord {
  message: string;
  changedBy: string | null;
  /** the record's current version, ISO */
  changedAt: string;
}

/** Whether a failed call's body is a stale update's refusal. */
export const isStaleRecord = (body: unknown): body is StaleRecord =>
  !!body && typeof body === 'object' && typeof (body as StaleRecord).changedAt === 'string' && 'changedBy' in body;
