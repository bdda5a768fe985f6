// What an uploaded file must be, and how a stored one is served (docs/decisions.md, 'Uploaded files').
// The server detects the type from the bytes; these rules decide with what it found.
import { messages } from './messages';
import type { ValidationItem } from './validate';

export interface UploadRule {
  /** allowed extensions, in the order the wrong-type message lists them */
  extensions: readonly string[];
  /** per extension: the types content detection may report for it, and the type the file is served with */
  types: Readonly<Record<string, { detected: readonly string[]; served: string }>>;
  maxBytes: number;
}

/** Notification sounds: what browsers play in an <audio> element. */
export const SOUND_UPLOAD: UploadRule = {
  extensions: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'webm'],
  types: {
    mp3: { detected: ['audio/mpeg'], served: 'audio/mpeg' },
    wav: { detected: ['audio/wav'], served: 'audio/wav' },
    ogg: { detected: ['audio/ogg', 'audio/ogg; codecs=opus'], served: 'audio/ogg' },
    oga: { detected: ['audio/ogg', 'audio/ogg; codecs=opus'], served: 'audio/ogg' },
    // an .m4a is an MP4 container; some encoders brand it as plain mp4
    m4a: { detected: ['audio/x-m4a', 'audio/mp4', 'video/mp4'], served: 'audio/mp4' },
    aac: { detected: ['audio/aac'], served: 'audio/aac' },
    // detection cannot tell an audio-only WebM from a video one
    webm: { detected: ['video/webm', 'audio/webm'], served: 'audio/webm' },
  },
  maxBytes: 5 * 1024 * 1024,
};

/** Upload texts not in the spec (the wrong-type text is: messages.wrongFileType). */
export const uploadMessages = {
  sendAsFile: 'Send the file as multipart form data, field file.',
  noFileName: 'The file has no name: send it as a file, with its name.',
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file is larger than ${maxBytes / 1024 / 1024} MB.`,
} as const;

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export interface UploadCandidate {
  /** the part's file name; undefined or '' when the part carries none */
  fileName: string | undefined;
  size: number;
  /** the type detected from the bytes, undefined when nothing was recognised */
  detected: string | undefined;
}

/**
 * Why a file is refused (empty when accepted): it needs a name, bytes, an allowed extension AND
 * content of a type that extension may hold, so a renamed page or script is refused.
 */
export function uploadProblems(file: UploadCandidate, rule: UploadRule): ValidationItem[] {
  const problem = (msg: string) => [{ path: 'file', msg }];
  if (!file.fileName) return problem(uploadMessages.noFileName);
  if (file.size === 0) return problem(uploadMessages.empty);
  if (file.size > rule.maxBytes) return problem(uploadMessages.tooLarge(rule.maxBytes));
  const type = rule.extensions.includes(extensionOf(file.fileName)) ? rule.types[extensionOf(file.fileName)] : undefined;
  if (!type || !file.detected || !type.detected.includes(file.detected)) return problem(messages.wrongFileType(rule.extensions));
  return [];
}

/** The type an accepted file is stored and served with. */
export const servedType = (fileName: string, rule: UploadRule): string => rule.types[extensionOf(fileName)].served;

/** Types a browser may show in the page: audio and raster images. Never SVG or HTML (they run script). */
export function isInlineSafe(mime: string): boolean {
  const type = mime.split(';')[0].trim().toLowerCase();
  return type.startsWith('audio/') || ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'].includes(type);
}

/** Content-Disposition of a served file: inline only for safe types, else a download under its name. */
export function contentDisposition(mime: string, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return `${isInlineSafe(mime) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stored file's key in URLs: 128 random bits, base64url (22 characters). */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
