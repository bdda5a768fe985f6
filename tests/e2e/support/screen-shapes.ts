// What the generated screens are made of: the kinds of columns, filters and inputs, and the list's
// buttons, which decide their markup. A walk checks a generated screen when it holds a kind no screen
// before it held, so every kind is checked once without checking every entity.
import fs from 'node:fs';
import path from 'node:path';
import { entityList } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import type { FieldDef } from '../../../contract/fields';
import { screenPath } from '../../../contract/screen-paths';

type ViewKind = 'list' | 'create' | 'edit';

/**
 * The views each entity draws itself: the keys of the `views` that src/features/<feature>/resources/
 * <entity>/index.ts exports (src/resources/entity-screens.tsx reads the same files).
 */
function ownViews(): Map<string, Set<ViewKind>> {
  const own = new Map<string, Set<ViewKind>>();
  const features = path.resolve('src/features');
  for (const feature of fs.readdirSync(features)) {
    const resources = path.join(features, feature, 'resources');
    if (!fs.existsSync(resources)) continue;
    for (const entity of fs.readdirSync(resources)) {
      const index = path.join(resources, entity, 'index.ts');
      if (!fs.existsSync(index)) continue;
      const kinds = [...fs.readFileSync(index, 'utf8').matchAll(/^\s*(list|create|edit):/gm)].map((m) => m[1] as ViewKind);
      own.set(entity, new Set(kinds));
    }
  }
  return own;
}

/** What an input of the field draws: its type and what changes the control (a picker, a gallery, keyed lists...). */
function inputKinds(def: FieldDef): string[] {
  const kind = [def.type, def.of, def.media && 'media', def.upload && 'upload', def.keys && 'keys', def.phone && 'phone', def.readOnly && 'read-only', def.choices && 'choices']
    .filter(Boolean)
    .join(':');
  return [kind, ...Object.values(def.fields ?? {}).flatMap(inputKinds)];
}

const unique = (parts: (string | false | undefined)[]) => [...new Set(parts.filter((p): p is string => !!p))];

const listKinds = (d: EntityDeclaration) =>
  unique([
    'list',
    ...Object.values(d.fields).filter((def) => def.list).map((def) => `column:${def.type}:${def.reference ? 'link' : ''}:${def.phone ? 'phone' : ''}`),
    ...Object.values(d.filters).map((f) => `filter:${f.op}`),
    d.importable && 'list:import',
    d.listDateAdded && 'list:date-added',
    d.show && 'list:show',
  ]);

const formKinds = (d: EntityDeclaration) => unique([d.tabs && d.tabs.length > 1 ? 'form:tabs' : 'form', ...Object.values(d.fields).flatMap(inputKinds)]);

/** Each generated list screen's path -> the kinds its list and the form it leads to hold (undefined: drawn by its feature). */
export function generatedKinds(): Map<string, { list?: string[]; form?: string[] }> {
  const own = ownViews();
  const kinds = new Map<string, { list?: string[]; form?: string[] }>();
  for (const d of entityList) {
    if (d.storage === 'custom') continue;
    const views = own.get(d.name) ?? new Set<ViewKind>();
    kinds.set(screenPath(d, 'list'), {
      list: views.has('list') ? undefined : listKinds(d),
      form: views.has('edit') || views.has('create') ? undefined : formKinds(d),
    });
  }
  return kinds;
}
