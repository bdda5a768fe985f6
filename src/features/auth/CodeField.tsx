import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CODE_LENGTH } from '../../../contract/accounts';

/** The emailed 4-digit code: a numeric keypad on phones, filled in from the mail by browsers that can. */
export function CodeField(props: TextFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.auth.code')}
      autoFocus
      required
      autoComplete="one-time-code"
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
    />
  );
}
