import type { Identifier } from 'react-admin';

/** How long an archive may be undone before it reaches the server. */
export const ARCHIVE_UNDO_MS = 5_000;

/** A list read as react-admin caches it: the page's rows and the total over every page. */
export interface CachedPage {
  data: { id: Identifier }[];
  total?: number;
}

/** A cached page without the rows of `ids` (archived, destroyed), its total down by those it held. */
export function withoutRows<P extends CachedPage>(page: P, ids: readonly Identifier[]): P {
  const gone = new Set(ids.map(String));
  const data = page.data.filter((r) => !gone.has(String(r.id)));
  if (data.length === page.data.length) return page;
  return { ...page, data, total: page.total === undefined ? undefined : Math.max(page.total - (page.data.length - data.length), 0) };
}

/** Archives of each entity shown as done but not sent yet (their Undo still open). */
const archivesUnderway = new Map<string, number>();

/** An archive of `entity` left its lists and waits for its Undo time; `release` once sent or undone. */
export function holdArchive(entity: string): () => void {
  archivesUnderway.set(entity, (archivesUnderway.get(entity) ?? 0) + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (archivesUnderway.get(entity) ?? 1) - 1;
    if (left > 0) archivesUnderway.set(entity, left);
    else archivesUnderway.delete(entity);
  };
}

/**
 * Whether an archive of `entity` is waiting for its Undo time: its lists are not read again
 * meanwhile (the rows would come back), the archive reads them once sent or undone.
 */
export const archiveUnderway = (entity: string): boolean => archivesUnderway.has(entity);
