import FilledInput, { type FilledInputProps } from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { useId, type ReactNode } from 'react';

export interface PlainTextFieldProps extends Omit<FilledInputProps, 'error' | 'fullWidth'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
}

/**
 * A filled text input with its label and helper text, as TextField draws it under the console's
 * theme, without TextField's select mode: that mode brings Select, Menu, Popover and Modal (about
 * 9 kB on the wire), which the sign-in page has no use for.
 */
export function PlainTextField({ label, helperText, error, required, disabled, id, ...input }: PlainTextFieldProps) {
  const own = useId();
  const inputId = id ?? own;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <FilledInput id={inputId} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
