import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ICONS } from './icons';

const SRC = join(__dirname, '..', '..');

describe('the UI kit\'s icons', () => {
  it('are exactly the icons the screens import', () => {
    const used = new Set<string>();
    for (const file of readdirSync(SRC, { recursive: true }) as string[]) {
      const path = file.split('\\').join('/');
      if (!/\.tsx?$/.test(path) || path.startsWith('features/ui-kit/')) continue;
      for (const m of readFileSync(join(SRC, path), 'utf8').matchAll(/@mui\/icons-material\/(\w+)/g)) used.add(m[1]);
    }
    expect(Object.keys(CONSOLE_ICONS).sort()).toEqual([...used].sort());
  });
});
