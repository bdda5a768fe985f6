import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entityList } from '../../contract/entities';
import { SERVICES_DOC, servicesDoc } from './services-doc';

describe('docs/services.md', () => {
  it('is what the registry generates (run `npx tsx server/docs/services-doc.ts` after changing an entity)', () => {
    expect(fs.readFileSync(SERVICES_DOC, 'utf8')).toBe(servicesDoc());
  });

  it('lists every entity of the registry', () => {
    const doc = servicesDoc();
    for (const d of entityList) expect(doc).toContain(`| ${d.name} | ${d.service} | \`${d.rest}\` |`);
  });
});
