import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldDef } from '../../../contract/fields';
import { validateAccountForm } from '../../../contract/accounts/rules';

export interface AccountFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * The state of an account form checked with the shared rules: a field shows its message once it
 * was filled in and left, or the form was submitted.
 */
export function useAccountForm<F extends Record<string, FieldDef>>(fields: F, initial: Partial<Record<keyof F, string>> = {}) {
  const [values, setValues] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {};
    for (const name of Object.keys(fields)) start[name] = initial[name as keyof F] ?? '';
    return start;
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  const errors = useMemo(() => {
    const byPath: Record<string, string> = {};
    for (const item of validateAccountForm(fields, values).errors) byPath[item.path] ??= item.msg;
    return byPath;
  }, [fields, values]);

  const fieldProps = (name: keyof F & string): AccountFieldProps => {
    // a field left empty is not told off until the form is submitted
    const shown = (submitted || (touched[name] && values[name] !== '')) && errors[name] !== undefined;
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => setValues((v) => ({ ...v, [name]: event.target.value })),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
      error: shown,
      helperText: shown ? errors[name] : undefined,
    };
  };

  const setValue = (name: keyof F & string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  /** back to the start, e.g. after a successful send */
  const reset = () => {
    setValues(() => {
      const start: Record<string, string> = {};
      for (const name of Object.keys(fields)) start[name] = initial[name as keyof F] ?? '';
      return start;
    });
    setTouched({});
    setSubmitted(false);
  };

  const isValid = Object.keys(errors).length === 0;
  const [busy, setBusy] = useState(false);

  /**
   * The form's onSubmit: marks the form submitted, stops when it may not be sent (by default: a
   * field fails its rule), otherwise runs `send` while `busy`, handing a failure to `onError`.
   */
  const onSubmit =
    (send: () => Promise<void>, onError: (error: unknown) => void, options: { canSend?: () => boolean; onInvalid?: () => void } = {}) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (!(options.canSend ? options.canSend() : isValid)) {
        options.onInvalid?.();
        return;
      }
      setBusy(true);
      try {
        await send();
      } catch (error) {
        onError(error);
      } finally {
        setBusy(false);
      }
    };

  return { values, errors, fieldProps, setValue, reset, submitted, isValid, busy, onSubmit };
}
