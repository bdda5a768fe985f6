// An uploaded file part read into one buffer of its own as its chunks arrive: each chunk is copied
// when it comes (a short step), instead of all of them at once at the end (Buffer.concat of 10 MB,
// one long step on the event loop), and the buffer's memory is the file's alone, so it can be
// handed to a worker thread without a copy (transfer).
import type { Readable } from 'node:stream';

/** The part went past its size limit (the multipart parser cut it). */
export class FileTooLarge extends Error {}

/** Room taken at first when the size is not known. */
const FIRST = 256 * 1024;

/**
 * Reads `file` whole. `expected` is what the file may weigh (the request's length, for a call of
 * one file): room for it is taken once, so the bytes are copied once.
 */
export async function receiveFile(file: Readable & { truncated?: boolean }, maxBytes: number, expected = 0): Promise<Buffer> {
  let room = new Uint8Array(Math.min(Math.max(expected, FIRST), maxBytes + FIRST));
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (length + chunk.length > room.length) {
      const grown = new Uint8Array(Math.max(room.length * 2, length + chunk.length));
      grown.set(room.subarray(0, length));
      room = grown;
    }
    room.set(chunk, length);
    length += chunk.length;
  }
  if (file.truncated) throw new FileTooLarge();
  // much more room than bytes (a small file of a call of several): kept at its size
  if (room.length > 2 * length + FIRST) return Buffer.from(room.slice(0, length).buffer);
  return Buffer.from(room.buffer, 0, length);
}

/** What a request says its body weighs, for `expected` (0 when it does not say). */
export const bodyLength = (headers: Record<string, string | string[] | undefined>): number => {
  const n = Number(headers['content-length']);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};
