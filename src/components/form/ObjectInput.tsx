import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldLabel } from '../../../contract/fields';
import { FieldInput, type NestedInputProps } from './FieldInput';

/** An object with nested fields (salary), its inputs side by side. */
export function ObjectInput({ name, def, source, mode }: NestedInputProps) {
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
