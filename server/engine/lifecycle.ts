// The lifecycle and audit rules every entity of the registry shares, whether the engine stores it
// or it keeps its own storage (orders): one archive/recover change, one destroy rule, one diff.
import { messages } from '../../contract/messages';
import { ApiError } from '../http/errors';

type Row = Record<string, unknown>;

/** Fields an update's audit entry never lists: they change on every write. */
const ALWAYS_CHANGING = ['dateModified'];

/**
 * The fields that changed between two versions of a record, for its audit entry; undefined when
 * none did. A changed password is named, never shown.
 */
export function diff(before: Row, after: Row, passwordChanged = false, ignore: readonly string[] = []): { before: Row; after: Row } | undefined {
  const b: Row = {};
  const a: Row = {};
  for (const key of Object.keys(after)) {
    if (ALWAYS_CHANGING.includes(key) || ignore.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  if (passwordChanged) {
    b.password = '(hidden)';
    a.password = '(changed)';
  }
  return Object.keys(a).length ? { before: b, after: a } : undefined;
}

/** The audit action and change of an archive (deleted = true) or a recover (deleted = false). */
export const archiveChange = (archived: boolean) =>
  ({ action: archived ? 'archive' : 'recover', before: { deleted: !archived }, after: { deleted: archived } }) as const;

/**
 * Destroy is permanent, so it takes archived rows only: every row asked for must exist (else
 * `notFound`) and be archived (else 409), or nothing is destroyed.
 */
export function checkDestroyable(found: readonly { deleted?: unknown }[], asked: number, notFound: () => Error): void {
  if (found.length !== asked) throw notFound();
  if (found.some((r) => !r.deleted)) throw new ApiError(409, messages.destroyOnlyArchived);
}
