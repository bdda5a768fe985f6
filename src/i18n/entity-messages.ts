// The `resources.*` part of a catalogue, built from the registry: the declarations stay the single source
// of entity and field labels, the catalogue gives react-admin its keys (resources.<name>.name,
// resources.<name>.fields.<path>). A second language overrides these keys in its own catalogue file.
import type { EntityDeclaration } from '../../contract/entity';
import { fieldLabel, titleCase, type FieldDef } from '../../contract/fields';

/** The form tab every entity without declared tabs has. */
export const DEFAULT_TAB = 'General';
const ID_LABEL = 'Id';

// a type, not an interface: react-admin's catalogue type wants an index signature
export type ResourceMessages = {
  /** "Language |||| Languages": translate with smart_count 1 or 2 */
  name: string;
  /** flat dotted paths (`salary.hourlyRate`), so a field can carry both its own label and its sub-fields' */
  fields: Record<string, string>;
  /** filter panel labels by filter name: the filter's own label, else its field's */
  filters: Record<string, string>;
  tabs: Record<string, string>;
  /** enum values' labels by field (src/i18n/en-choices.ts); absent: values show as stored */
  choices?: Record<string, Record<string, string>>;
};

/** The label key path of a field: the form path without list indexes (`descriptions.0.name` -> `descriptions.name`). */
export const fieldPath = (source: string): string => source.replace(/\.\d+(?=\.|$)/g, '');

/** Every field label of a declaration, nested fields under their dotted path, keyed objects' keys included. */
export function fieldMessages(fields: Record<string, FieldDef>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, def] of Object.entries(fields)) {
    const path = prefix + name;
    out[path] = fieldLabel(name, def);
    for (const key of def.keys ?? []) out[`${path}.${key}`] = titleCase(key);
    if (def.fields) Object.assign(out, fieldMessages(def.fields, path + '.'));
  }
  return out;
}

export function resourceMessages(decl: EntityDeclaration): ResourceMessages {
  const tabs = decl.tabs?.length ? decl.tabs : [DEFAULT_TAB];
  return {
    name: `${decl.labelOne} |||| ${decl.label}`,
    fields: { id: ID_LABEL, [decl.id]: ID_LABEL, ...fieldMessages(decl.fields) },
    filters: filterMessages(decl),
    tabs: Object.fromEntries(tabs.map((t) => [t, t])),
  };
}

function filterMessages(decl: EntityDeclaration): Record<string, string> {
  return Object.fromEntries(
    Object.entries(decl.filters).map(([name, f]) => {
      // as the filter panel labelled them: the filter's label, 'Id', its field's label, or its own name
      const field = f.field ?? name;
      const def = decl.fields[field];
      return [name, f.label ?? (field === decl.id ? ID_LABEL : def ? fieldLabel(name, def) : titleCase(name))];
    }),
  );
}

export const entityMessages = (entities: readonly EntityDeclaration[]): { resources: Record<string, ResourceMessages> } => ({
  resources: Object.fromEntries(entities.map((d) => [d.name, resourceMessages(d)])),
});
