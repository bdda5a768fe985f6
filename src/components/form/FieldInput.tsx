import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { fieldLabel, titleCase, type FieldDef } from '../../../contract/fields';
import { LookupInput } from '../inputs/LookupInput';
import { TranslationsInput } from './TranslationsInput';

export interface FieldInputProps {
  name: string;
  def: FieldDef;
  /** the form path of the value (`salary.hourlyRate`), defaults to name */
  source?: string;
  mode: 'create' | 'update';
}

const isTimeOfDay = (name: string, def: FieldDef) => def.type === 'string' && def.maxLength === 5 && /time$/i.test(name);

/** One input rendered by the field's declared type; nested objects and lists recurse. */
export function FieldInput({ name, def, source = name, mode }: FieldInputProps) {
  const label = fieldLabel(name, def) + (def.required || (mode === 'create' && def.requiredOnCreate) ? ' *' : '');
  const common = { source, label, helperText: def.help ?? ' ', defaultValue: def.default } as const;
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
      return <BooleanInput source={source} label={label} helperText={false} defaultValue={def.default ?? false} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'enum':
      return <SelectInput {...common} choices={(def.choices ?? []).map((c) => ({ id: c, name: c }))} />;
    case 'reference':
      return <LookupInput source={source} label={label} def={def} />;
    case 'object':
      return def.keys ? <KeyedObjectInput name={name} def={def} source={source} mode={mode} /> : <ObjectInput name={name} def={def} source={source} mode={mode} />;
    case 'list':
      // a list of items keyed by language (descriptions per language) gets one sub-tab per language
      if (def.fields?.languageId) {
        const { languageId: _languageId, ...itemFields } = def.fields;
        return <TranslationsInput source={source} fields={itemFields} mode={mode} />;
      }
      return <ListInput name={name} def={def} source={source} mode={mode} label={label} />;
  }
}

function ObjectInput({ name, def, source, mode }: Required<Omit<FieldInputProps, 'def'>> & { def: FieldDef }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {fieldLabel(name, def)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {Object.entries(def.fields ?? {}).map(([sub, subDef]) => (
          <FieldInput key={sub} name={sub} def={subDef} source={`${source}.${sub}`} mode={mode} />
        ))}
      </Box>
    </Box>
  );
}

/** An object keyed by fixed keys, each holding a list of the same items (working hours per weekday). */
function KeyedObjectInput({ name, def, source, mode }: Required<Omit<FieldInputProps, 'def'>> & { def: FieldDef }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={fieldLabel(name, def)}>
      {(def.keys ?? []).map((key) => (
        <ArrayInput key={key} source={`${source}.${key}`} label={titleCase(key)} helperText={false}>
          <SimpleFormIterator inline disableReordering>
            {Object.entries(def.fields ?? {}).map(([sub, subDef]) => (
              <FieldInput key={sub} name={sub} def={subDef} source={sub} mode={mode} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      ))}
    </Box>
  );
}

function ListInput({ name, def, source, mode, label }: Required<Omit<FieldInputProps, 'def'>> & { def: FieldDef; label: string }) {
  return (
    <ArrayInput source={source} label={label} helperText={false}>
      <SimpleFormIterator inline disableReordering>
        {def.fields ? (
          Object.entries(def.fields).map(([sub, subDef]) => <FieldInput key={sub} name={sub} def={subDef} source={sub} mode={mode} />)
        ) : (
          <FieldInput name={name} def={{ type: def.of ?? 'string', label: fieldLabel(name, def) }} source="" mode={mode} />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
