import Box from '@mui/material/Box';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { fieldLabel, titleCase } from '../../../contract/fields';
import { FieldInput, type NestedInputProps } from './FieldInput';

/** An object keyed by fixed keys, each holding a list of the same items (working hours per weekday). */
export function KeyedObjectInput({ name, def, source, mode }: NestedInputProps) {
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
