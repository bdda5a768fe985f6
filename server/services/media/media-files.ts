// From an uploaded file to what is stored: its type checked by name and by bytes, an SVG cleaned,
// and the sizes of its library made with sharp (keeping the aspect ratio).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MEDIA_KINDS, SVG_TYPE, type MediaKind, type MediaSize } from '../../../contract/media';
import { extensionOf, servedType, uploadProblems } from '../../../contract/uploads';
import type { ValidationItem } from '../../../contract/validate';
import { mediaUploadMessages } from '../../../contract/media';
import { isSvg, sanitizeSvg } from './svg-sanitize';

export interface StoredSize {
  size: MediaSize;
  data: Buffer;
  mime: string;
}

export interface PreparedFile {
  fileName: string;
  mime: string;
  /** bytes of the original as stored */
  bytes: number;
  width: number | null;
  height: number | null;
  sizes: StoredSize[];
}

/** The type a smaller size is stored in: JPEG stays JPEG, every other picture becomes PNG. */
export const sizeType = (originalMime: string): string => (originalMime === 'image/jpeg' ? 'image/jpeg' : 'image/png');

/** Pictures sharp reads (BMP is not among them: a BMP keeps its original only). */
const SHARP_READS = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', SVG_TYPE]);

async function detect(data: Buffer, allowsSvg: boolean): Promise<string | undefined> {
  if (!data.length) return undefined;
  const found = await fileTypeFromBuffer(data);
  if (found) return found.mime;
  return allowsSvg && isSvg(data) ? SVG_TYPE : undefined;
}

/** BMP's pixel size from its header (sharp cannot read it). */
function bmpSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.length < 26) return undefined;
  return { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) };
}

async function resized(input: Buffer, size: Exclude<MediaSize, 'original'>, kind: MediaKind, mime: string): Promise<Buffer> {
  const px = Number(size);
  // icons fit a square; the other libraries keep their width (never enlarged)
  const pipeline = sharp(input, { density: mime === SVG_TYPE ? 300 : undefined }).rotate();
  const fitted = kind === 'icon' ? pipeline.resize(px, px, { fit: 'inside', withoutEnlargement: mime !== SVG_TYPE }) : pipeline.resize({ width: px, withoutEnlargement: true });
  return sizeType(mime) === 'image/jpeg' ? fitted.jpeg({ quality: 82, mozjpeg: true }).toBuffer() : fitted.png({ compressionLevel: 8 }).toBuffer();
}

/**
 * Checks one file against its library's rule and makes what is stored; `problems` when refused.
 * `path` names the file in the 422 items ('file', or 'file.2' in a call with several).
 */
export async function prepareFile(kind: MediaKind, fileName: string | undefined, data: Buffer, path: string): Promise<{ problems: ValidationItem[] } | { file: PreparedFile }> {
  const rule = MEDIA_KINDS[kind];
  const detected = await detect(data, rule.upload.extensions.includes('svg'));
  const problems = uploadProblems({ fileName, size: data.length, detected }, rule.upload).map((p) => ({ ...p, path }));
  if (problems.length) return { problems };
  const name = fileName!;
  const mime = servedType(name, rule.upload);
  let original = data;
  if (mime === SVG_TYPE) {
    const clean = sanitizeSvg(data);
    if (!clean) return { problems: [{ path, msg: mediaUploadMessages.badImage }] };
    original = clean;
  }
  let width: number | null = null;
  let height: number | null = null;
  const sizes: StoredSize[] = [{ size: 'original', data: original, mime }];
  if (mime === 'image/bmp') {
    const px = bmpSize(data);
    width = px?.width ?? null;
    height = px?.height ?? null;
  } else if (SHARP_READS.has(mime)) {
    try {
      const meta = await sharp(original).metadata();
      width = meta.autoOrient?.width ?? meta.width ?? null;
      height = meta.autoOrient?.height ?? meta.height ?? null;
      for (const size of rule.sizes) sizes.push({ size, data: await resized(original, size, kind, mime), mime: sizeType(mime) });
    } catch {
      return { problems: [{ path, msg: mediaUploadMessages.badImage }] };
    }
  }
  return { file: { fileName: name, mime, bytes: original.length, width, height, sizes } };
}

/** The file's name without its extension: the record's default name. */
export const baseName = (fileName: string): string => {
  const ext = extensionOf(fileName);
  const base = ext ? fileName.slice(0, -(ext.length + 1)) : fileName;
  return (base.trim() || fileName).slice(0, 200);
};
