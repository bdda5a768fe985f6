// A feature lives in one folder: each folder of server/features is a feature listed once in the
// composition root (index.ts), or a part shared by several features and named as such here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityList } from '../../contract/entities';
import { features } from './index';
import { entityHooks } from './hooks';

/** Folders that are no feature of their own: the campaign engine of the SMS and call features. */
const SHARED = ['campaigns'];

describe('server/features', () => {
  const folders = fs.readdirSync(__dirname, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

  it('lists every feature folder once, each exporting its Feature from its index.ts', async () => {
    const listed = features.map((f) => f.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...SHARED].sort()).toEqual([...folders].sort());
    for (const name of listed) {
      const own = Object.values((await import(path.join(__dirname, name, 'index.ts'))) as Record<string, unknown>);
      expect(own, name).toContain(features.find((f) => f.name === name));
    }
  });

  it('gives hooks only to declared entities, each entity from one feature', () => {
    const names = new Set(entityList.map((d) => d.name));
    for (const name of Object.keys(entityHooks())) expect(names, name).toContain(name);
  });
});
