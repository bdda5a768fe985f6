import Box from '@mui/material/Box';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { useFieldLabel } from '../../i18n/useLabels';
import { FieldInput, type NestedInputProps } from './FieldInput';

/** An object keyed by fixed keys, each holding a list of the same items (working hours per weekday). */
export function KeyedObjectInput({ def, source, path, mode }: NestedInputProps) {
  const fieldLabel = useFieldLabel();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={fieldLabel(path)}>
      {(def.keys ?? []).map((key) => (
        <ArrayInput key={key} source={`${source}.${key}`} label={fieldLabel(`${path}.${key}`)} helperText={false}>
          <SimpleFormIterator inline disableReordering>
            {Object.entries(def.fields ?? {}).map(([sub, subDef]) => (
              <FieldInput key={sub} name={sub} def={subDef} source={sub} path={`${path}.${sub}`} mode={mode} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      ))}
    </Box>
  );
}
