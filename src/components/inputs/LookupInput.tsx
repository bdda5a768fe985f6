import { useInput, useRecordContext } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';
import { errorText } from './error-text';
import { LookupSelect } from './LookupSelect';

export interface LookupInputProps {
  source: string;
  label: string;
  def: FieldDef;
}

/** A form input choosing a record of another entity through its see-all lookups, linking to the chosen one where the user may open it. */
export function LookupInput({ source, label, def }: LookupInputProps) {
  const record = useRecordContext();
  const { field, fieldState, formState } = useInput({ source });
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const message = fieldState.error?.message;
  return (
    <LookupSelect
      reference={def.reference ?? ''}
      label={label}
      name={source}
      value={field.value as number | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      valueLabel={def.as && record && record[source] === field.value ? (record[def.as] as string | undefined) : undefined}
      allowEmpty={!def.required}
      emptyLabel=""
      error={showError}
      helperText={showError ? errorText(message) : ' '}
      link
      fullWidth
    />
  );
}
