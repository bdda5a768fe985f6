// The media library: its kinds (images, icons, videos, downloads, slides), what each accepts, the
// sizes it keeps, the paths of its calls and the rules of its folders. Both sides read this file.
import type { MediaKind } from './fields';
import type { ValidationItem } from './validate';
import type { UploadRule } from './uploads';

export type { MediaKind };

const MB = 1024 * 1024;

const JPEG = { detected: ['image/jpeg'], served: 'image/jpeg' };
const PNG = { detected: ['image/png'], served: 'image/png' };
const GIF = { detected: ['image/gif'], served: 'image/gif' };
const BMP = { detected: ['image/bmp'], served: 'image/bmp' };
const WEBP = { detected: ['image/webp'], served: 'image/webp' };
/** SVG is text: the server recognises it by parsing it (server/features/media/svg-sanitize.ts) */
export const SVG_TYPE = 'image/svg+xml';

/** A stored size of an uploaded file: `original`, or a width in pixels (icons: the longer side). */
export type MediaSize = 'original' | '120' | '500' | '80';

export interface MediaKindRule {
  kind: MediaKind;
  /** the entity holding the library's records (contract/entities/media) */
  entity: 'image' | 'icon' | 'video' | 'download' | 'slide';
  /** /media/{rest}/... */
  rest: string;
  /** permission value and screen path */
  permission: string;
  upload: UploadRule;
  /** the sizes made from a raster upload besides the original (spec section 9: images 120 and 500, icons 80) */
  sizes: readonly Exclude<MediaSize, 'original'>[];
  /** the size shown as a thumbnail in grids and pickers (absent: no picture, e.g. videos) */
  thumbnail?: Exclude<MediaSize, 'original'>;
}

/**
 * The spec's lists (second document, section 5) for images, icons and videos. Downloads and
 * slides are not listed in the spec: documents and archives for downloads, web pictures for
 * slides (docs/media.md).
 */
export const MEDIA_KINDS: Record<MediaKind, MediaKindRule> = {
  image: {
    kind: 'image',
    entity: 'image',
    rest: 'image',
    permission: 'tool/upload',
    upload: { extensions: ['jpg', 'gif', 'bmp', 'png', 'jpeg'], types: { jpg: JPEG, gif: GIF, bmp: BMP, png: PNG, jpeg: JPEG }, maxBytes: 10 * MB },
    sizes: ['120', '500'],
    thumbnail: '120',
  },
  icon: {
    kind: 'icon',
    entity: 'icon',
    rest: 'ic',
    permission: 'tool/icon',
    upload: {
      extensions: ['jpg', 'gif', 'bmp', 'png', 'jpeg', 'svg'],
      types: { jpg: JPEG, gif: GIF, bmp: BMP, png: PNG, jpeg: JPEG, svg: { detected: [SVG_TYPE], served: SVG_TYPE } },
      maxBytes: 2 * MB,
    },
    sizes: ['80'],
    thumbnail: '80',
  },
  video: {
    kind: 'video',
    entity: 'video',
    rest: 'video',
    permission: 'tool/video',
    upload: {
      extensions: ['m4v', 'avi', 'mpg', 'mp4', 'webm'],
      types: {
        m4v: { detected: ['video/x-m4v', 'video/mp4'], served: 'video/x-m4v' },
        avi: { detected: ['video/vnd.avi', 'video/x-msvideo', 'video/avi'], served: 'video/x-msvideo' },
        mpg: { detected: ['video/mpeg', 'video/MP1S', 'video/MP2P'], served: 'video/mpeg' },
        mp4: { detected: ['video/mp4', 'video/x-m4v'], served: 'video/mp4' },
        webm: { detected: ['video/webm'], served: 'video/webm' },
      },
      maxBytes: 100 * MB,
    },
    sizes: [],
  },
  download: {
    kind: 'download',
    entity: 'download',
    rest: 'downloads',
    permission: 'mediaFiles/downloads',
    upload: {
      extensions: ['pdf', 'zip', 'docx', 'xlsx', 'pptx', 'jpg', 'jpeg', 'png'],
      types: {
        pdf: { detected: ['application/pdf'], served: 'application/pdf' },
        zip: { detected: ['application/zip'], served: 'application/zip' },
        docx: { detected: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], served: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        xlsx: { detected: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], served: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        pptx: { detected: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'], served: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
        jpg: JPEG,
        jpeg: JPEG,
        png: PNG,
      },
      maxBytes: 20 * MB,
    },
    sizes: [],
  },
  slide: {
    kind: 'slide',
    entity: 'slide',
    rest: 'slide',
    permission: 'mediaFiles/slide',
    upload: { extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], types: { jpg: JPEG, jpeg: JPEG, png: PNG, gif: GIF, webp: WEBP }, maxBytes: 10 * MB },
    sizes: ['120'],
    thumbnail: '120',
  },
};

export const MEDIA_KIND_LIST = Object.values(MEDIA_KINDS);

/** The service every media call lives on. */
export const MEDIA_SERVICE = 'media';

/** Paths of the media calls under /media (second document, section 7, "Media library"). */
export const MEDIA_PATHS = {
  /** GET -> MediaFolder[] */
  folders: (rest: string) => `${rest}/f/g`,
  /** GET ?dir&name -> {data, count}: active files, for the pickers of other screens' forms */
  pick: (rest: string, page: number | string, count: number | string) => `${rest}/p/${page}/${count}`,
  /** GET ?dir&folder_name -> MediaFolder */
  createFolder: (rest: string) => `${rest}/f/c`,
  /** GET ?dir -> {deleted: path} */
  deleteFolder: (rest: string) => `${rest}/f/d`,
  /** GET ?oldPath&newPath&dir -> MediaFolder */
  renameFolder: (rest: string) => `${rest}/f/u`,
  /** PUT ?from_dir&to_dir, body: ids -> {ids} */
  move: (rest: string) => `${rest}/f/m`,
  /** POST ?dir multipart (parts named file; fileData[i] JSON {name, alt}; icons size=80) -> records */
  upload: (rest: string) => `${rest}/upload`,
  /** PUT body: ids -> {ids} (archive) */
  bulkArchive: (rest: string) => `${rest}/bulk`,
  /** PUT body: ids -> {ids} (destroy archived ones) */
  bulkDestroy: (rest: string) => `${rest}/bulk/destroy`,
  /**
   * POST ?dir multipart: the media service's own upload (spec, second document, section 7: "Media: POST
   * files/upload", the orders' file upload): the image library's upload, the same call; its files are served at `file`
   */
  filesUpload: 'files/upload',
  /** GET, public: a stored file by its key, at a size */
  file: (key: string, size: MediaSize = 'original') => (size === 'original' ? `files/${key}` : `files/${key}/${size}`),
} as const;

/** The URL (from the site root) a stored file is served at. */
export const mediaFileUrl = (key: string, size: MediaSize = 'original'): string => `/${MEDIA_SERVICE}/${MEDIA_PATHS.file(key, size)}`;

/** One folder of a library: its path ('Products/Fruit') and what it holds. */
export interface MediaFolder {
  path: string;
  name: string;
  /** files in it, active and archived */
  files: number;
}

/** Folder texts not in the spec (its failures are "kept as a folder error": section 8). */
export const folderMessages = {
  badName: 'A folder name is 1 to 60 letters, digits, spaces, dots, dashes or underscores.',
  exists: 'A folder with this name already exists here.',
  missing: 'This folder does not exist.',
  notEmpty: (files: number, folders: number) =>
    `The folder is not empty (${files} file${files === 1 ? '' : 's'}, ${folders} folder${folders === 1 ? '' : 's'}): move or destroy what it holds first.`,
  intoItself: 'A folder cannot be moved into itself.',
  noFiles: 'Choose at least one file.',
} as const;

/** Texts of uploads beyond contract/uploads.ts. */
/**
 * What the server spends on one picture (docs/media.md, "Limits"): its pixels (a small PNG can
 * declare gigapixels: a decompression bomb), the time its sizes may take, and the size an SVG is
 * drawn at before it is made smaller (the SVG's own width and height may be anything).
 */
export const IMAGE_LIMITS = {
  /** width x height of a picture; 50 million: an 8,000 x 6,000 photo */
  maxPixels: 50_000_000,
  /** seconds one size of one picture may take */
  maxSeconds: 20,
  /** an SVG is drawn at twice its largest size in pixels, then made smaller */
  svgOversample: 2,
} as const;

export const mediaUploadMessages = {
  noFiles: 'Send at least one file (multipart parts named file).',
  tooMany: (max: number) => `At most ${max} files at once.`,
  tooMuch: (maxBytes: number) => `The files sent together are larger than ${maxBytes / 1024 / 1024} MB: send fewer at once.`,
  badImage: 'The image cannot be read.',
  tooManyPixels: (maxPixels: number) => `The picture has more than ${maxPixels / 1_000_000} million pixels: make it smaller.`,
  tooSlow: 'The picture took too long to process: make it simpler or smaller.',
  busy: 'The server is busy with other pictures: try again in a minute.',
  uploadSetsFile: 'The file is set by an upload, not by a form.',
} as const;

/** How many files one upload call takes. */
export const MAX_FILES_PER_UPLOAD = 50;

/** The bytes one upload call may carry in all (files are read into memory to be checked and resized). */
export const maxBytesPerUpload = (rule: Pick<MediaKindRule, 'upload'>): number => Math.max(rule.upload.maxBytes, 50 * MB);

export const FOLDER_NAME_PATTERN = /^[\p{L}\p{N} ._-]{1,60}$/u;
export const MAX_FOLDER_DEPTH = 5;

/** A folder path is '' (the library's root) or names joined by '/'; never '.', '..' or empty names. */
export function folderPathProblems(path: string, field: string): ValidationItem[] {
  if (path === '') return [];
  const names = path.split('/');
  const bad = names.length > MAX_FOLDER_DEPTH || names.some((n) => !FOLDER_NAME_PATTERN.test(n) || n.trim() !== n || /^\.+$/.test(n));
  return bad ? [{ path: field, msg: folderMessages.badName }] : [];
}

/** The path of `name` inside `dir`. */
export const joinFolder = (dir: string, name: string): string => (dir ? `${dir}/${name}` : name);

/** The last name of a path. */
export const folderName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The folder holding `path` ('' for a top folder). */
export const parentFolder = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Whether `path` is `folder` or inside it. */
export const isWithin = (path: string, folder: string): boolean => path === folder || path.startsWith(folder + '/');

/** A media record as the lists give it. */
export interface MediaRecord {
  id: number;
  name: string;
  alt?: string | null;
  folder?: string | null;
  mime?: string | null;
  size?: number | null;
  width?: number | null;
  height?: number | null;
  url?: string | null;
  deleted?: boolean;
  [sizeUrl: `url${string}`]: string | null | undefined;
}

/** The picture shown for a record in grids and pickers; undefined when it has none (videos, documents). */
export function mediaThumbnail(kind: MediaKind, record: Pick<MediaRecord, 'mime' | 'url'> & Partial<Record<`url${string}`, string | null | undefined>>): string | undefined {
  const size = MEDIA_KINDS[kind].thumbnail;
  const small = size ? record[`url${size}`] : undefined;
  if (small) return small;
  return record.mime?.startsWith('image/') && record.url ? record.url : undefined;
}

/** A smaller size of a stored file's URL, for previews (`/media/files/{key}` -> `/media/files/{key}/120`); other URLs as they are. */
export function smallerUrl(kind: MediaKind, url: string): string {
  const size = MEDIA_KINDS[kind].thumbnail;
  return size && /^\/media\/files\/[A-Za-z0-9_-]{22}$/.test(url) ? `${url}/${size}` : url;
}

/**
 * The one byte range of a Range header (`bytes=0-99`, `bytes=100-`, `bytes=-500`) within a file of
 * `size` bytes; undefined when there is none to honour (absent, several ranges, another unit), and
 * 'unsatisfiable' when it lies outside the file.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
