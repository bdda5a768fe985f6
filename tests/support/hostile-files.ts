// The files of a hostile load (tests/api/load/hostile-load.test.ts, `npm run bench -- hostile`): the
// worst a user can send to an import or to the media library, made quickly by the test itself.
// The XLSX is written by hand (its parts as text, zipped with zlib) rather than by exceljs: a
// 200,000-row workbook then takes about a second to make instead of most of a minute.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import sharp from 'sharp';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One part of a zip: its name, its content's size and CRC, and its content deflated. */
interface Part {
  name: string;
  size: number;
  crc: number;
  packed: Buffer;
}

/** A part deflated from text made piece by piece (a 60 MB worksheet is never one string). */
async function part(name: string, pieces: Iterable<string>): Promise<Part> {
  let size = 0;
  let crc = 0;
  const packed: Buffer[] = [];
  const deflate = zlib.createDeflateRaw({ level: 3 });
  deflate.on('data', (b: Buffer) => packed.push(b));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const bytes = function* () {
    for (const piece of pieces) {
      const b = Buffer.from(piece, 'utf8');
      size += b.length;
      crc = zlib.crc32(b, crc);
      yield b;
    }
  };
  await pipeline(Readable.from(bytes()), deflate);
  await ended;
  return { name, size, crc, packed: Buffer.concat(packed) };
}

/** A zip of the parts (local headers and central directory by hand). */
function zip(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, size, crc, packed } of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

/** The worksheet's XML in pieces of about a thousand rows: text as inline strings, numbers as numbers. */
function* sheetXml(rows: Iterable<(string | number)[]>): Generator<string> {
  const column = (i: number) => String.fromCharCode(65 + i);
  yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
  let piece = '';
  let r = 0;
  for (const cells of rows) {
    r++;
    piece += `<row r="${r}">`;
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      piece += typeof cell === 'number' ? `<c r="${column(c)}${r}"><v>${cell}</v></c>` : `<c r="${column(c)}${r}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
    }
    piece += '</row>';
    if (r % 1000 === 0) {
      yield piece;
      piece = '';
    }
  }
  yield piece + '</sheetData></worksheet>';
}

/**
 * An XLSX of one sheet holding `rows` (the header first), parts in the order spreadsheet programs
 * write them. `sheet` replaces the worksheet's XML (a file that inflates to more than it should).
 */
export async function xlsxOf(rows: Iterable<(string | number)[]>, sheet?: Iterable<string>): Promise<Buffer> {
  return zip([
    await part('[Content_Types].xml', [`${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`]),
    await part('_rels/.rels', [`${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`]),
    await part('xl/workbook.xml', [`${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`]),
    await part('xl/_rels/workbook.xml.rels', [`${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`]),
    await part('xl/worksheets/sheet1.xml', sheet ?? sheetXml(rows)),
    await part('xl/sharedStrings.xml', [`${XML}<sst xmlns="${MAIN}" count="0" uniqueCount="0"/>`]),
  ]);
}

/** The products header every hostile file uses. */
export const PRODUCT_HEADER = ['Model', 'Name', 'Price', 'Status', 'Description (en)'];

const WORDS = ['fresh', 'organic', 'roasted', 'sparkling', 'aged', 'smoked', 'wild', 'golden', 'crisp', 'dark', 'mild', 'whole'];

/** A product's description of about `bytes` characters: varied words, as real files hold. */
function description(i: number, bytes: number): string {
  let out = '';
  for (let k = 0; out.length < bytes; k++) out += WORDS[(i * 7 + k * 3) % WORDS.length] + ' ' + ((i * 31 + k) % 997) + ' ';
  return out.slice(0, bytes);
}

/** The header, then `count` product rows with `textBytes` of description each. */
export function* productRows(count: number, tag: string, textBytes = 20): Generator<(string | number)[]> {
  yield PRODUCT_HEADER;
  for (let i = 0; i < count; i++) yield [`${tag}-${i + 1}`, `${tag} product ${i + 1}`, Math.round((i % 997) * 137) / 100, i % 3 ? 'yes' : 'no', description(i, textBytes)];
}

/** A CSV of the rows (RFC 4180 quoting, CRLF lines). */
export function csvOf(rows: Iterable<(string | number)[]>): Buffer {
  const quote = (c: string | number) => (typeof c === 'string' && /[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c));
  const lines: string[] = [];
  for (const r of rows) lines.push(r.map(quote).join(','));
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

/** `rows` product rows whose CSV is just under `bytes`: descriptions as long as it takes. */
export function csvOfSize(bytes: number, rows: number, tag: string): Buffer {
  const bare = csvOf(productRows(rows, tag, 0)).length;
  return csvOf(productRows(rows, tag, Math.max(0, Math.floor((bytes - bare) / rows) - 1)));
}

/**
 * A PNG of width x height grey pixels, all zero: a few hundred KB that decode to width x height
 * bytes (16,000 x 16,000: 256 million pixels, just under sharp's own default limit).
 */
export async function bombPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // every scanline: filter byte 0 then zeros, deflated as it is made (never all in memory)
  const line = Buffer.alloc(width + 1);
  const lines = function* () {
    const block = Buffer.concat(Array.from({ length: 64 }, () => line));
    for (let y = 0; y < height; y += 64) yield y + 64 <= height ? block : Buffer.concat(Array.from({ length: height - y }, () => line));
  };
  const out: Buffer[] = [];
  const deflate = zlib.createDeflate({ level: 9 });
  deflate.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  await pipeline(Readable.from(lines()), deflate);
  await ended;
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(out)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A photo-like JPEG of width x height: grain drawn at a quarter of the size and enlarged (drawing
 * noise at full size costs this process seconds), so the server decodes every one of its pixels.
 */
export function photoJpeg(width: number, height: number): Promise<Buffer> {
  const grain = sharp({ create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: '#7a8c5e', noise: { type: 'gaussian', mean: 128, sigma: 50 } } });
  return grain
    .png()
    .toBuffer()
    .then((small) => sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer());
}
