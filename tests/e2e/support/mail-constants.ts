// The local SMTP server the end-to-end run points the back office at, and where it files mail.
import path from 'node:path';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 8125);
export const E2E_MAIL_DIR = path.resolve('data/e2e-mail');
