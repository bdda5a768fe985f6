import { PlainTextField, type PlainTextFieldProps } from '../../components/PlainTextField';
import { useTranslate } from 'react-admin';

export interface SecondFactorFieldProps extends Omit<PlainTextFieldProps, 'onChange' | 'label' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** 'totp': only the app's 6 digits (a numeric keypad on phones); 'any': a recovery code too */
  kind: 'totp' | 'any';
}

/** The code of an authenticator app (or a recovery code), filled in by browsers and password managers that can. */
export function SecondFactorField({ value, onChange, kind, ...props }: SecondFactorFieldProps) {
  const translate = useTranslate();
  return (
    <PlainTextField
      label={translate('app.security.two_factor.code')}
      name="code"
      required
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...props}
      inputProps={{ inputMode: kind === 'totp' ? 'numeric' : 'text', maxLength: 32, spellCheck: false, autoCapitalize: 'off' }}
    />
  );
}
