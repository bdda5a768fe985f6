// Demo pictures for the media library: simple grocery illustrations drawn as SVG, rendered to PNG
// with sharp, stored like any upload (all sizes) as images in the folder "Products". The catalogue's
// seed points the demo products' imageMain at them (demoImageUrls).
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { prepareFile } from '../features/media/media-files';
import { storeSizes } from '../features/media/media-store';
import { newFileKey } from '../storage/keys';
import { mediaFileUrl } from '../../contract/media';
import { sizeUrlField } from '../../contract/entities/media/media-fields';
import { MEDIA_KINDS } from '../../contract/media';
import sharp from 'sharp';
import { SEED, type SeedRepositories } from './seed-repositories';

export const DEMO_IMAGE_FOLDER = 'Products';

const SIZE = 600;
const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><ellipse cx="50" cy="86" rx="30" ry="4" fill="#000" opacity="0.12"/>${body}</svg>`;

/** Name, alt text and drawing of each demo picture, in the order demo products use them. */
export const DEMO_PICTURES: { name: string; alt: string; svg: string }[] = [
  { name: 'Red apple', alt: 'A red apple with a green leaf', svg: frame('#fdecea', '<circle cx="50" cy="55" r="28" fill="#d32f2f"/><circle cx="40" cy="45" r="7" fill="#ef9a9a" opacity="0.6"/><rect x="48" y="20" width="4" height="12" rx="2" fill="#5d4037"/><ellipse cx="60" cy="24" rx="9" ry="5" fill="#43a047" transform="rotate(-25 60 24)"/>') },
  { name: 'Banana', alt: 'A ripe yellow banana', svg: frame('#fff8e1', '<path d="M20 40 Q30 82 80 70 Q86 68 84 62 Q44 70 30 36 Z" fill="#fbc02d"/><path d="M20 40 L24 34 L30 36" fill="#6d4c41"/>') },
  { name: 'Orange', alt: 'An orange with a leaf', svg: frame('#fff3e0', '<circle cx="50" cy="55" r="28" fill="#fb8c00"/><circle cx="42" cy="48" r="2" fill="#ffb74d"/><circle cx="58" cy="60" r="2" fill="#ffb74d"/><circle cx="48" cy="66" r="2" fill="#ffb74d"/><ellipse cx="56" cy="26" rx="8" ry="4" fill="#388e3c"/>') },
  { name: 'Milk', alt: 'A carton of milk', svg: frame('#e3f2fd', '<path d="M32 34 L50 22 L68 34 L68 84 L32 84 Z" fill="#ffffff" stroke="#1565c0" stroke-width="1.5"/><rect x="32" y="48" width="36" height="18" fill="#1e88e5"/><path d="M38 56 q6 -6 12 0 q6 6 12 0" stroke="#fff" stroke-width="2" fill="none"/>') },
  { name: 'Bread', alt: 'A loaf of bread', svg: frame('#efebe9', '<path d="M18 70 L18 48 Q18 30 50 30 Q82 30 82 48 L82 70 Z" fill="#c68642"/><path d="M30 40 l6 10 M46 38 l6 10 M62 40 l6 10" stroke="#8d5524" stroke-width="2.5" stroke-linecap="round"/>') },
  { name: 'Cheese', alt: 'A wedge of cheese', svg: frame('#fffde7', '<path d="M16 70 L84 70 L84 46 L16 60 Z" fill="#fdd835"/><path d="M16 60 L84 46 L62 32 Z" fill="#ffee58"/><circle cx="36" cy="62" r="4" fill="#f9a825"/><circle cx="62" cy="58" r="5" fill="#f9a825"/><circle cx="74" cy="64" r="3" fill="#f9a825"/>') },
  { name: 'Tomato', alt: 'A red tomato', svg: frame('#fbe9e7', '<ellipse cx="50" cy="57" rx="30" ry="26" fill="#e53935"/><path d="M50 32 l-10 -4 l6 8 l-10 2 l12 2 l2 8 l2 -8 l12 -2 l-10 -2 l6 -8 Z" fill="#2e7d32"/>') },
  { name: 'Carrot', alt: 'An orange carrot with leaves', svg: frame('#fff3e0', '<path d="M36 34 L64 34 L52 88 Q50 92 48 88 Z" fill="#ef6c00"/><path d="M42 46 h8 M46 58 h8 M46 70 h5" stroke="#bf360c" stroke-width="1.5"/><path d="M50 34 L40 14 M50 34 L50 12 M50 34 L60 14" stroke="#43a047" stroke-width="4" stroke-linecap="round"/>') },
  { name: 'Coffee', alt: 'A cup of coffee', svg: frame('#efebe9', '<path d="M26 40 L70 40 L66 80 L30 80 Z" fill="#6d4c41"/><path d="M70 48 q12 0 10 12 q-2 10 -12 8" stroke="#6d4c41" stroke-width="4" fill="none"/><path d="M40 34 q-4 -6 0 -12 M50 34 q-4 -6 0 -12 M60 34 q-4 -6 0 -12" stroke="#a1887f" stroke-width="2" fill="none"/>') },
  { name: 'Water', alt: 'A bottle of water', svg: frame('#e0f7fa', '<rect x="42" y="14" width="16" height="8" rx="2" fill="#0277bd"/><path d="M40 22 L60 22 L64 34 L64 84 Q64 88 60 88 L40 88 Q36 88 36 84 L36 34 Z" fill="#81d4fa" opacity="0.9"/><rect x="36" y="48" width="28" height="16" fill="#0288d1"/>') },
  { name: 'Eggs', alt: 'Three eggs', svg: frame('#fafafa', '<ellipse cx="34" cy="60" rx="13" ry="17" fill="#fff3e0" stroke="#d7ccc8"/><ellipse cx="66" cy="60" rx="13" ry="17" fill="#ffe0b2" stroke="#d7ccc8"/><ellipse cx="50" cy="52" rx="13" ry="17" fill="#ffffff" stroke="#d7ccc8"/>') },
  { name: 'Grapes', alt: 'A bunch of purple grapes', svg: frame('#f3e5f5', '<g fill="#7b1fa2"><circle cx="40" cy="40" r="8"/><circle cx="56" cy="40" r="8"/><circle cx="32" cy="54" r="8"/><circle cx="48" cy="54" r="8"/><circle cx="64" cy="54" r="8"/><circle cx="40" cy="68" r="8"/><circle cx="56" cy="68" r="8"/><circle cx="48" cy="80" r="7"/></g><path d="M48 32 L52 18" stroke="#5d4037" stroke-width="3"/>') },
];

/**
 * Stores the demo pictures (first start only) and returns their URLs in DEMO_PICTURES order. The
 * drawings render in parallel; the records are written through the image repository (its hooks
 * create the folder). `storeFiles: false` writes the records only (a seed with no data folder:
 * the API tests' template database, whose files would pile up in ./data/media run after run).
 */
export async function seedMedia(repos: SeedRepositories, { storeFiles = true }: { storeFiles?: boolean } = {}): Promise<string[]> {
  const rule = MEDIA_KINDS.image;
  const files = await Promise.all(
    DEMO_PICTURES.map(async (p) => {
      const png = await sharp(Buffer.from(p.svg)).png({ compressionLevel: 6 }).toBuffer();
      const out = await prepareFile('image', `${p.name}.png`, png, 'file');
      if ('problems' in out) throw new Error(`demo picture ${p.name}: ${out.problems[0].msg}`);
      const key = newFileKey();
      if (storeFiles) await storeSizes(key, out.file.sizes);
      return { p, key, file: out.file };
    }),
  );
  const urls: string[] = [];
  for (const [i, { p, key, file }] of files.entries()) {
    const values: Record<string, unknown> = {
      name: p.name,
      alt: p.alt,
      sortOrder: i,
      folder: DEMO_IMAGE_FOLDER,
      size: file.bytes,
      fileKey: key,
      mime: file.mime,
      width: file.width,
      height: file.height,
      url: mediaFileUrl(key),
    };
    for (const size of rule.sizes) values[sizeUrlField(size)] = mediaFileUrl(key, size);
    await repos.image.create(values, SEED);
    urls.push(mediaFileUrl(key));
  }
  return urls;
}

/** The demo pictures' URLs in order (for demo products' imageMain), read back from the folder "Products". */
export async function demoImageUrls(db: Db): Promise<string[]> {
  const { rows } = await sql<{ url: string }>`
    SELECT url FROM image WHERE folder = ${DEMO_IMAGE_FOLDER} AND NOT deleted AND url IS NOT NULL ORDER BY sort_order, id`.execute(db);
  return rows.map((r) => r.url);
}
