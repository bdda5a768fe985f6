// One home per feature: an entity's own views sit in its feature's resources folder, named after the
// entity, so the screens factory (src/resources/entity-screens.tsx) finds them; a misnamed folder
// would silently fall back to the generated views.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityByName } from '../../contract/entities';

describe('src/features', () => {
  it("names each entity views folder after a declared entity, once, and gives it an index.ts", () => {
    const seen: string[] = [];
    for (const feature of fs.readdirSync(__dirname, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const resources = path.join(__dirname, feature.name, 'resources');
      if (!fs.existsSync(resources)) continue;
      for (const entity of fs.readdirSync(resources)) {
        expect(entityByName(entity), `${feature.name}/resources/${entity}`).toBeDefined();
        expect(fs.existsSync(path.join(resources, entity, 'index.ts')), `${feature.name}/resources/${entity}/index.ts`).toBe(true);
        seen.push(entity);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(20);
  });
});
