// What a new operator reads when the server cannot start: one line naming the cause and the fix,
// instead of a stack trace (docs/operations.md, "When it does not start").
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StartupContext {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
}

/** A start-up failure already worded for the operator. */
export class StartupError extends Error {}

/** The database's address without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}${u.port ? ':' + u.port : ''}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'an address that is not a URL';
  }
}

const codeOf = (e: unknown): string | undefined => {
  const code = (e as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  if (e instanceof AggregateError) return e.errors.map(codeOf).find(Boolean);
  return undefined;
};

/** Why a connection to DATABASE_URL failed, in words, or undefined when the error is not about connecting. */
function databaseReason(e: unknown): string | undefined {
  const code = codeOf(e);
  const message = e instanceof Error ? e.message : String(e);
  switch (code) {
    case 'ECONNREFUSED':
      return 'nothing is listening there';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name is unknown';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the host does not answer';
    case '28P01':
    case '28000':
      return 'the user name or password is refused';
    case '3D000':
      return 'that database does not exist';
    case '42501':
      return 'the user lacks the rights to create the tables';
  }
  if (/Invalid URL|invalid connection string/i.test(message)) return 'it is not a valid postgres:// URL';
  if (/self[- ]signed certificate|SSL|certificate/i.test(message)) return `the TLS connection failed (${message})`;
  if (/timeout exceeded when trying to connect|Connection terminated/i.test(message)) return 'the connection timed out';
  return undefined;
}

/** A migration recorded in the database that this build does not know: the database is newer. */
const NEWER_SCHEMA = /corrupted migrations: previously executed migration (\S+) is missing/;

export const newerSchemaError = (migration: string) =>
  new StartupError(
    `The database was last upgraded by a newer version of the product (its migration ${migration} is unknown to this one): run that version, or restore a backup made with this one.`,
  );

/**
 * The one line to show for an error that stopped the server starting, or undefined when it is
 * not one of the known causes (the full error is shown then).
 */
export function explainStartupError(e: unknown, ctx: StartupContext): string | undefined {
  if (e instanceof StartupError) return e.message;
  const code = codeOf(e);
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'EADDRINUSE') return `Port ${ctx.port} on ${ctx.host} is already in use: stop the program using it, or set PORT to another port.`;
  if (code === 'EACCES' && /listen/i.test(message)) return `Port ${ctx.port} on ${ctx.host} may not be used by this user: choose a port above 1023 with PORT.`;
  const newer = NEWER_SCHEMA.exec(message);
  if (newer) return newerSchemaError(newer[1]).message;
  if (ctx.databaseUrl) {
    const reason = databaseReason(e);
    if (reason) return `The database of DATABASE_URL (${describeDatabaseUrl(ctx.databaseUrl)}) cannot be used: ${reason}. Check DATABASE_URL.`;
  }
  if (/initdb|Permission denied/i.test(message) && !ctx.databaseUrl)
    return `The embedded database could not create its files in ${path.join(ctx.dataDir, 'db')}: ${message.split('\n')[0]}. Check that the folder is writable, or set DATA_DIR to another folder.`;
  return undefined;
}

/**
 * The folders on the way to `dir` that a user other than their owner cannot pass through. The
 * embedded database runs as its own user when the server runs as root, and must reach its folder.
 */
export async function privateAncestors(dir: string): Promise<{ folder: string; mode: string }[]> {
  const found: { folder: string; mode: string }[] = [];
  let folder = path.resolve(dir);
  for (;;) {
    const stat = await fs.stat(folder).catch(() => undefined);
    if (stat?.isDirectory() && (stat.mode & 0o001) === 0) found.unshift({ folder, mode: (stat.mode & 0o777).toString(8) });
    const parent = path.dirname(folder);
    if (parent === folder) return found;
    folder = parent;
  }
}

/**
 * Run as root, the embedded database's own OS user must be able to reach the data folder: a
 * private folder on the way (e.g. one made by `mktemp -d`) would make initdb fail with a bare
 * "Permission denied". Says which folder and what to do instead.
 */
export async function checkEmbeddedDataDir(dbDir: string, isRoot = process.getuid?.() === 0): Promise<void> {
  if (!isRoot) return;
  const blocked = await privateAncestors(path.dirname(dbDir));
  if (!blocked.length) return;
  const { folder, mode } = blocked[0];
  throw new StartupError(
    `The data folder ${path.dirname(dbDir)} cannot be reached by the embedded database's own user (postgres): ${folder} is private (mode ${mode}). ` +
      `Run "chmod o+x ${folder}" (or chmod 755), or set DATA_DIR to a folder outside it.`,
  );
}

/** Ends a start that failed: the cause in one line when it is a known one, the whole error otherwise. */
export function exitOnStartupFailure(e: unknown, ctx: StartupContext | undefined): never {
  const line = ctx ? explainStartupError(e, ctx) : e instanceof StartupError ? e.message : undefined;
  console.error(line ? `Cannot start: ${line}` : e);
  process.exit(1);
}
