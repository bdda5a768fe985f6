import { BooleanInput, DateTimeInput, NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';
import { useChoiceLabel, useFieldLabel } from '../../i18n/useLabels';
import { LookupInput } from '../inputs/LookupInput';
import { MediaPickerInput } from '../inputs/MediaPickerInput';
import { ReferenceListInput } from '../inputs/ReferenceListInput';
import { UploadedFileInput } from '../inputs/UploadedFileInput';
import { KeyedObjectInput } from './KeyedObjectInput';
import { ListInput } from './ListInput';
import { ObjectInput } from './ObjectInput';
import { TranslationsInput } from './TranslationsInput';

export interface FieldInputProps {
  name: string;
  def: FieldDef;
  /** the form path of the value (`salary.hourlyRate`), defaults to name */
  source?: string;
  /** the field's path in the declaration (`salary.hourlyRate`), which names its label in the catalogue; defaults to name */
  path?: string;
  mode: 'create' | 'update';
}

/** The props of the inputs FieldInput delegates nested fields to. */
export type NestedInputProps = Required<Omit<FieldInputProps, 'def'>> & { def: FieldDef };

/** A value the server sets (contract/fields.ts `readOnly`) that an edit form shows: one scalar shown as it is, not sent back. */
export const shownReadOnly = (def: FieldDef): boolean => !!def.readOnly && ['string', 'text', 'integer', 'number', 'boolean', 'datetime', 'enum'].includes(def.type) && !def.media;

const isTimeOfDay = (name: string, def: FieldDef) => def.type === 'string' && def.maxLength === 5 && /time$/i.test(name);

/** One input rendered by the field's declared type; nested objects and lists recurse. */
export function FieldInput({ name, def, source = name, path = name, mode }: FieldInputProps) {
  // the catalogue's label; the required mark is added here because validation is the form's, not the inputs'
  const choiceLabel = useChoiceLabel();
  const label = useFieldLabel()(path) + (def.required || (mode === 'create' && def.requiredOnCreate) ? ' *' : '');
  // a value the server sets: shown, never edited (the data provider leaves it out of what is sent)
  const common = { source, label, helperText: def.help ?? ' ', defaultValue: def.default, ...(def.readOnly ? { readOnly: true } : {}) } as const;
  // a file from the media library (one, or a gallery)
  if (def.media) return <MediaPickerInput source={source} label={label} def={def} />;
  // a file sent through its own upload call (a notification sound)
  if (def.upload) return <UploadedFileInput source={source} label={label} kind={def.upload} />;
  switch (def.type) {
    case 'string':
      // a time of day is kept as the "HH:MM" text the input gives
      return isTimeOfDay(name, def) ? <TextInput {...common} type="time" slotProps={{ inputLabel: { shrink: true } }} /> : <TextInput {...common} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" fullWidth />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" fullWidth />;
    case 'text':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'number':
      return <NumberInput {...common} step="any" />;
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={false} defaultValue={def.default ?? false} readOnly={def.readOnly} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return <SelectInput {...common} choices={(def.choices ?? []).map((c) => ({ id: c, name: choiceLabel(path, c) }))} />;
    case 'reference':
      return <LookupInput source={source} label={label} def={def} />;
    case 'object':
      return def.keys ? <KeyedObjectInput name={name} def={def} source={source} path={path} mode={mode} /> : <ObjectInput name={name} def={def} source={source} path={path} mode={mode} />;
    case 'list':
      // a list of items keyed by language (descriptions per language) gets one sub-tab per language
      if (def.fields?.languageId) {
        const { languageId: _languageId, ...itemFields } = def.fields;
        return <TranslationsInput source={source} path={path} fields={itemFields} mode={mode} />;
      }
      // records of another entity, chosen together (product categories)
      if (!def.fields && def.of === 'reference') return <ReferenceListInput source={source} label={label} def={def} />;
      return <ListInput name={name} def={def} source={source} path={path} mode={mode} label={label} />;
  }
}
