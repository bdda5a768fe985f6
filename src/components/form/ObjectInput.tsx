import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useSourceContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useFieldLabel } from '../../i18n/useLabels';
import { errorText } from '../inputs/error-text';
import { FieldInput, type NestedInputProps } from './FieldInput';

/** Reads a dotted path of a nested errors object. */
const errorAt = (errors: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);

/** An object with nested fields (salary), its inputs side by side; an error on the object itself shows under its title. */
export function ObjectInput({ def, source, path, mode }: NestedInputProps) {
  const fieldLabel = useFieldLabel();
  const fullSource = useSourceContext().getSource(source);
  const { errors, isSubmitted } = useFormState({ name: fullSource });
  const own = errorAt(errors, fullSource) as { message?: unknown } | undefined;
  const message = isSubmitted && own && typeof own === 'object' && 'message' in own ? errorText(own.message) : '';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }} color={message ? 'error' : undefined}>
        {fieldLabel(path)}
      </Typography>
      {message ? (
        <FormHelperText error sx={{ mt: -0.5, mb: 1 }}>
          {message}
        </FormHelperText>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {Object.entries(def.fields ?? {}).map(([sub, subDef]) => (
          <FieldInput key={sub} name={sub} def={subDef} source={`${source}.${sub}`} path={`${path}.${sub}`} mode={mode} />
        ))}
      </Box>
    </Box>
  );
}
