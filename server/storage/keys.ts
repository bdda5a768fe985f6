import { randomBytes } from 'node:crypto';

/** A stored file's key: 128 random bits, base64url (contract/uploads.ts FILE_KEY_PATTERN). */
export const newFileKey = (): string => randomBytes(16).toString('base64url');
