import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEmbeddedDataDir, describeDatabaseUrl, explainStartupError, privateAncestors, StartupError } from './startup-errors';

const ctx = { port: 8080, host: '127.0.0.1', dataDir: '/srv/backoffice/data' };
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('explainStartupError', () => {
  it('names the port in use and the setting to change', () => {
    expect(explainStartupError(withCode('listen EADDRINUSE: address already in use 127.0.0.1:8080', 'EADDRINUSE'), ctx)).toBe(
      'Port 8080 on 127.0.0.1 is already in use: stop the program using it, or set PORT to another port.',
    );
  });

  it('says why DATABASE_URL cannot be used, without its password', () => {
    const db = { ...ctx, databaseUrl: 'postgres://shop:s3cret@db.internal:6543/backoffice' };
    const refused = explainStartupError(new AggregateError([withCode('connect ECONNREFUSED 10.0.0.5:6543', 'ECONNREFUSED')]), db);
    expect(refused).toBe('The database of DATABASE_URL (db.internal:6543/backoffice) cannot be used: nothing is listening there. Check DATABASE_URL.');
    expect(explainStartupError(withCode('password authentication failed for user "shop"', '28P01'), db)).toContain('the user name or password is refused');
    expect(explainStartupError(withCode('database "backoffice" does not exist', '3D000'), db)).toContain('that database does not exist');
    expect(explainStartupError(withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'), db)).toContain('the host name is unknown');
    for (const line of [refused]) expect(line).not.toContain('s3cret');
  });

  it('tells a database upgraded by a newer version apart', () => {
    const line = explainStartupError(new Error('corrupted migrations: previously executed migration 0099_future is missing'), ctx);
    expect(line).toContain('newer version of the product');
    expect(line).toContain('0099_future');
  });

  it('passes an unknown error through (the caller shows it whole)', () => {
    expect(explainStartupError(new Error('something else'), ctx)).toBeUndefined();
  });

  it('keeps a worded start-up error as it is', () => {
    expect(explainStartupError(new StartupError('The data folder is private.'), ctx)).toBe('The data folder is private.');
  });
});

describe('describeDatabaseUrl', () => {
  it('shows host, port and database only', () => {
    expect(describeDatabaseUrl('postgres://u:p@h:5433/db')).toBe('h:5433/db');
    expect(describeDatabaseUrl('not a url')).toBe('an address that is not a URL');
  });
});

describe('the embedded database data folder, when run as root', () => {
  it('names the private folder on the way and how to open it', async () => {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-'));
    try {
      await fs.chmod(base, 0o700);
      const dbDir = path.join(base, 'data', 'db');
      expect((await privateAncestors(path.join(base, 'data'))).map((f) => f.folder)).toContain(base);
      await expect(checkEmbeddedDataDir(dbDir, true)).rejects.toThrow(`${base} is private (mode 700). Run "chmod o+x ${base}"`);
      // not root: the database runs as this user, nothing to check
      await expect(checkEmbeddedDataDir(dbDir, false)).resolves.toBeUndefined();
      await fs.chmod(base, 0o755);
      await expect(checkEmbeddedDataDir(dbDir, true)).resolves.toBeUndefined();
    } finally {
      await fs.rm(base, { recursive: true, force: true });
    }
  });
});
