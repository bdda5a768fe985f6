// The fields every media library shares (second document, section 3: "Media items carry name,
// alt, sort_order and stores"; Image: name, size, alt, sortOrder), and the file facts an upload sets.
import type { FieldDef } from '../../fields';
import { MEDIA_KINDS, type MediaKind } from '../../media';

type Tab = 'General' | 'File';

/** What a person edits on a media record. */
const editable = {
  name: { type: 'string', required: true, maxLength: 200, list: true },
  alt: { type: 'string', maxLength: 200 },
  sortOrder: { type: 'integer', default: 0, min: 0, max: 1_000_000, list: true },
  stores: { type: 'list', of: 'reference', reference: 'store' },
  folder: { type: 'string', maxLength: 400, help: 'Folder path, e.g. Products/Fruit; empty: the top of the library' },
} satisfies Record<string, FieldDef<Tab>>;

/**
 * What an upload sets (docs/media.md, "Records and files"): the stored file's random key, its
 * type, bytes, pixel size and the URL of each stored size.
 */
const file = {
  size: { type: 'integer', min: 0, list: true, tab: 'File', readOnly: true },
  fileKey: { type: 'string', maxLength: 22, tab: 'File', readOnly: true },
  mime: { type: 'string', maxLength: 120, tab: 'File', readOnly: true },
  width: { type: 'integer', min: 0, max: 100_000, tab: 'File', readOnly: true },
  height: { type: 'integer', min: 0, max: 100_000, tab: 'File', readOnly: true },
  url: { type: 'string', maxLength: 200, tab: 'File', readOnly: true },
} satisfies Record<string, FieldDef<Tab>>;

/** The fields an upload sets, for the hook that keeps forms away from them. */
export const UPLOAD_SET_FIELDS = ['size', 'fileKey', 'mime', 'width', 'height', 'url', 'url120', 'url500', 'url80'] as const;

/** The field holding the URL of a stored size (`url120`). */
export const sizeUrlField = (size: string) => `url${size}` as const;

/** A library's fields: the shared ones, the file's, and one URL field per stored size. */
export function mediaFields(kind: MediaKind) {
  const sizes = Object.fromEntries(
    MEDIA_KINDS[kind].sizes.map((s) => [sizeUrlField(s), { type: 'string', maxLength: 200, tab: 'File', readOnly: true } satisfies FieldDef<Tab>]),
  ) as Record<string, FieldDef<Tab>>;
  return { ...editable, ...file, ...sizes };
}

export const MEDIA_TABS = ['General', 'File'] as const;

/** Every library lists by folder (`dir`, the spec's query) and by name. */
export const MEDIA_FILTERS = {
  dir: { field: 'folder', op: 'eq' },
  name: { op: 'ilike' },
  stores: { op: 'overlaps' },
} as const;
