// docs/tenancy.md lists every declaration with its scope: the table stays true as entities change.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityList } from './entities';
import { isMembersScope, scopePath } from './tenancy';

const page = fs.readFileSync(path.resolve(__dirname, '../docs/tenancy.md'), 'utf8');
const rows = new Map([...page.matchAll(/^\| (\w+) \| `(\w+)` \| (.+) \|$/gm)].map((m) => [m[1], { table: m[2], scope: m[3] }]));

describe('docs/tenancy.md', () => {
  it.each(entityList.map((d) => [d.name, d] as const))('%s: its table and scope as declared', (_name, decl) => {
    const row = rows.get(decl.name);
    expect(row, 'missing from the table').toBeDefined();
    expect(row!.table).toBe(decl.table);
    if (decl.scope === 'platform') return expect(row!.scope).toBe('platform');
    if (isMembersScope(decl.scope)) return expect(row!.scope).toMatch(/^members/);
    expect(row!.scope).toContain(`business: \`${scopePath(decl, 'business')!.field}\``);
    const franchise = scopePath(decl, 'franchise');
    if (franchise) expect(row!.scope).toContain(`franchise: \`${franchise.field}\``);
    else expect(row!.scope).not.toContain('franchise:');
  });
});
