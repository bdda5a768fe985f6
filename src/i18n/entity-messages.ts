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

/** A language's reading of a declared label: English as declared in, the language's label out. */
export type Labels = (english: string) => string;
const asDeclared: Labels = (label) => label;

/** The label key path of a field: the form path without list indexes (`descriptions.0.name` -> `descriptions.name`). */
export const fieldPath = (source: string): string => source.replace(/\.\d+(?=\.|$)/g, '');

/** Every field label of a declaration, nested fields under their dotted path, keyed objects' keys included. */
export function fieldMessages(fields: Record<string, FieldDef>, prefix = '', label: Labels = asDeclared): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, def] of Object.entries(fields)) {
    const path = prefix + name;
    out[path] = label(fieldLabel(name, def));
    for (const key of def.keys ?? []) out[`${path}.${key}`] = label(titleCase(key));
    if (def.fields) Object.assign(out, fieldMessages(def.fields, path + '.', label));
  }
  return out;
}

/** An entity's keys; `name` is "singular |||| plural" in the language (the declaration's English by default). */
export function resourceMessages(decl: EntityDeclaration, label: Labels = asDeclared, name = `${decl.labelOne} |||| ${decl.label}`): ResourceMessages {
  const tabs = decl.tabs?.length ? decl.tabs : [DEFAULT_TAB];
  const id = label(ID_LABEL);
  return {
    name,
    fields: { id, [decl.id]: id, ...fieldMessages(decl.fields, '', label) },
    filters: filterMessages(decl, label),
    tabs: Object.fromEntries(tabs.map((t) => [t, label(t)])),
  };
}

function filterMessages(decl: EntityDeclaration, label: Labels): Record<string, string> {
  return Object.fromEntries(
    Object.entries(decl.filters).map(([name, f]) => {
      // as the filter panel labelled them: the filter's label, 'Id', its field's label, or its own name
      const field = f.field ?? name;
      const def = decl.fields[field];
      return [name, label(f.label ?? (field === decl.id ? ID_LABEL : def ? fieldLabel(name, def) : titleCase(name)))];
    }),
  );
}

/** resources.* of a language: its label dictionary and entity names, or the declarations' English. */
export const entityMessages = (
  entities: readonly EntityDeclaration[],
  label: Labels = asDeclared,
  names: Partial<Record<string, string>> = {},
): { resources: Record<string, ResourceMessages> } => ({
  resources: Object.fromEntries(entities.map((d) => [d.name, resourceMessages(d, label, names[d.name])])),
});
