import { TextField, type TextFieldProps } from '@mui/material';
import { CODE_LENGTH } from '../../../contract/accounts';

/** The emailed 4-digit code: a numeric keypad on phones, filled in from the mail by browsers that can. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      label="Code"
      autoFocus
      required
      autoComplete="one-time-code"
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
    />
  );
}
