// From an uploaded file to what is stored: its type checked by name and by bytes, an SVG cleaned,
// and the sizes of its library made with sharp (keeping the aspect ratio). Nothing heavy runs on
// the request's event loop (docs/media.md, "Limits"): an SVG is parsed and cleaned in a worker
// thread of the file pool; sharp works on its own threads, one libvips thread per operation and at
// most HEAVY_SLOTS pictures at once, refuses a picture of more than IMAGE_LIMITS.maxPixels before
// decoding it, and stops a size that takes longer than IMAGE_LIMITS.maxSeconds.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_LIMITS, MEDIA_KINDS, SVG_TYPE, type MediaKind, type MediaSize } from '../../../contract/media';
import { extensionOf, servedType, uploadProblems } from '../../../contract/uploads';
import type { ValidationItem } from '../../../contract/validate';
import { mediaUploadMessages } from '../../../contract/media';
import { ApiError } from '../../http/errors';
import { fileWorkers, HEAVY_SLOTS } from '../../workers/pools';
import { lowerThreadsNamed } from '../../workers/priority';
import { Slots } from '../../workers/slots';
import { PoolBusy } from '../../workers/worker-pool';
import type { SvgCleanResult } from './svg-task';

// one libvips thread per operation: the bound on pictures at once is then a bound on cores
sharp.concurrency(1);

/** Pictures being sized at once, and how many may wait (a call carries up to 50 files). */
const pictures = new Slots(HEAVY_SLOTS, 64);

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

/** An SVG told and cleaned in a worker thread: parsing a large one takes seconds. */
async function cleanSvg(data: Buffer): Promise<SvgCleanResult> {
  try {
    return await fileWorkers().run<SvgCleanResult>('svg.clean', { data }, { timeoutMs: IMAGE_LIMITS.maxSeconds * 1000 });
  } catch (e) {
    if (e instanceof PoolBusy) throw new ApiError(503, mediaUploadMessages.busy);
    // too slow, or beyond the worker's memory: an SVG the library does not keep
    return { svg: true, clean: null };
  }
}

/** The type the bytes hold; an SVG (text) is told by parsing it, and comes back cleaned. */
async function detect(data: Buffer, allowsSvg: boolean): Promise<{ mime?: string; svg?: Buffer | null }> {
  if (!data.length) return {};
  const found = await fileTypeFromBuffer(data);
  if (found) return { mime: found.mime };
  if (!allowsSvg) return {};
  const svg = await cleanSvg(data);
  return svg.svg ? { mime: SVG_TYPE, svg: svg.clean && Buffer.from(svg.clean.buffer, svg.clean.byteOffset, svg.clean.byteLength) } : {};
}

/** BMP's pixel size from its header (sharp cannot read it). */
function bmpSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.length < 26) return undefined;
  return { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) };
}

/** The density an SVG is drawn at: its largest size (at 72 dpi) drawn at `px` times the oversampling, never above 300 dpi. */
function svgDensity(width: number, height: number, px: number): number {
  const largest = Math.max(width, height, 1);
  return Math.max(1, Math.min(300, (72 * px * IMAGE_LIMITS.svgOversample) / largest));
}

async function resized(input: Buffer, size: Exclude<MediaSize, 'original'>, kind: MediaKind, mime: string, meta: { width: number; height: number }): Promise<Buffer> {
  const px = Number(size);
  const density = mime === SVG_TYPE ? svgDensity(meta.width, meta.height, px) : undefined;
  // icons fit a square; the other libraries keep their width (never enlarged)
  const pipeline = sharp(input, { density, limitInputPixels: IMAGE_LIMITS.maxPixels }).rotate().timeout({ seconds: IMAGE_LIMITS.maxSeconds });
  const fitted = kind === 'icon' ? pipeline.resize(px, px, { fit: 'inside', withoutEnlargement: mime !== SVG_TYPE }) : pipeline.resize({ width: px, withoutEnlargement: true });
  return sizeType(mime) === 'image/jpeg' ? fitted.jpeg({ quality: 82, mozjpeg: true }).toBuffer() : fitted.png({ compressionLevel: 8 }).toBuffer();
}

/** Why sharp refused a picture, as the uploader is told. */
function pictureProblem(e: unknown): string {
  const text = e instanceof Error ? e.message : '';
  if (/pixel limit/i.test(text)) return mediaUploadMessages.tooManyPixels(IMAGE_LIMITS.maxPixels);
  if (/timeout/i.test(text)) return mediaUploadMessages.tooSlow;
  return mediaUploadMessages.badImage;
}

/** The picture's pixel size and its smaller sizes, within the limits; a problem's text when refused. */
async function sizesOf(original: Buffer, kind: MediaKind, mime: string): Promise<{ width: number; height: number; sizes: StoredSize[] } | { problem: string }> {
  const rule = MEDIA_KINDS[kind];
  try {
    // the header alone: a decompression bomb is refused before a pixel is decoded
    const meta = await sharp(original, { limitInputPixels: false }).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    // an SVG is drawn at the density its sizes need, not at its own (any) size
    if (mime !== SVG_TYPE && width * height > IMAGE_LIMITS.maxPixels) return { problem: mediaUploadMessages.tooManyPixels(IMAGE_LIMITS.maxPixels) };
    const sizes: StoredSize[] = [];
    for (const size of rule.sizes) sizes.push({ size, data: await resized(original, size, kind, mime, { width, height }), mime: sizeType(mime) });
    return { width, height, sizes };
  } catch (e) {
    return { problem: pictureProblem(e) };
  }
}

/**
 * Checks one file against its library's rule and makes what is stored; `problems` when refused.
 * `path` names the file in the 422 items ('file', or 'file.2' in a call with several).
 */
export async function prepareFile(kind: MediaKind, fileName: string | undefined, data: Buffer, path: string): Promise<{ problems: ValidationItem[] } | { file: PreparedFile }> {
  const rule = MEDIA_KINDS[kind];
  const found = await detect(data, rule.upload.extensions.includes('svg'));
  const problems = uploadProblems({ fileName, size: data.length, detected: found.mime }, rule.upload).map((p) => ({ ...p, path }));
  if (problems.length) return { problems };
  const name = fileName!;
  const mime = servedType(name, rule.upload);
  let original = data;
  if (mime === SVG_TYPE) {
    if (!found.svg) return { problems: [{ path, msg: mediaUploadMessages.badImage }] };
    original = found.svg;
  }
  let width: number | null = null;
  let height: number | null = null;
  const sizes: StoredSize[] = [{ size: 'original', data: original, mime }];
  if (mime === 'image/bmp') {
    const px = bmpSize(data);
    width = px?.width ?? null;
    height = px?.height ?? null;
  } else if (SHARP_READS.has(mime)) {
    let made: Awaited<ReturnType<typeof sizesOf>>;
    try {
      made = await pictures.run(async () => {
        // libvips starts its threads as it needs them: those seen so far work at the priority of heavy work
        await lowerThreadsNamed('libvips worker');
        return sizesOf(original, kind, mime);
      });
    } catch (e) {
      throw e instanceof PoolBusy ? new ApiError(503, mediaUploadMessages.busy) : e;
    }
    void lowerThreadsNamed('libvips worker');
    if ('problem' in made) return { problems: [{ path, msg: made.problem }] };
    width = made.width || null;
    height = made.height || null;
    sizes.push(...made.sizes);
  }
  return { file: { fileName: name, mime, bytes: original.length, width, height, sizes } };
}

/** The file's name without its extension: the record's default name. */
export const baseName = (fileName: string): string => {
  const ext = extensionOf(fileName);
  const base = ext ? fileName.slice(0, -(ext.length + 1)) : fileName;
  return (base.trim() || fileName).slice(0, 200);
};
