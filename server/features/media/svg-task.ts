// The worker task that tells an SVG and cleans it (server/workers/file-worker.ts): parsing an SVG
// of a few MB takes seconds of CPU, so it never runs on the request's event loop.
import { isSvg, sanitizeSvg } from './svg-sanitize';

export type SvgCleanResult = { svg: false } | { svg: true; clean: Uint8Array | null };

export async function cleanSvgTask(input: { data: Uint8Array }): Promise<SvgCleanResult> {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  if (!isSvg(data)) return { svg: false };
  try {
    const clean = sanitizeSvg(data);
    return { svg: true, clean: clean ? new Uint8Array(clean) : null };
  } catch {
    // a document too deep to walk: not a picture the library keeps
    return { svg: true, clean: null };
  }
}
