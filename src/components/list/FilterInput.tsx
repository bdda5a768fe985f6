import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';
import { LookupSelect } from '../inputs/LookupSelect';
import { DebouncedTextField } from './DebouncedTextField';

export interface FilterInputProps {
  name: string;
  /** the filter's label, from the catalogue */
  label: string;
  def: FieldDef;
  /** how an enum value reads (the catalogue's label of the entity's field) */
  choiceLabel?: (value: string) => string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** One filter input, chosen by the type of the field it filters. */
export function FilterInput({ name, label, def, choiceLabel = (v) => v, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  if (def.type === 'boolean') {
    return (
      <TextField select fullWidth={false} size="small" label={label} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')} sx={{ minWidth: 160 }}>
        <MenuItem value="">{translate('app.list.any')}</MenuItem>
        <MenuItem value="true">{translate(name === 'status' ? 'app.list.enabled' : 'app.action.yes')}</MenuItem>
        <MenuItem value="false">{translate(name === 'status' ? 'app.list.disabled' : 'app.action.no')}</MenuItem>
      </TextField>
    );
  }
  if (def.type === 'reference' && def.reference) {
    return <LookupSelect size="small" reference={def.reference} label={label} value={value as number | undefined} onChange={onChange} allowEmpty />;
  }
  if (def.type === 'enum') {
    return (
      <TextField select fullWidth={false} size="small" label={label} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 160 }}>
        <MenuItem value="">{translate('app.list.any')}</MenuItem>
        {(def.choices ?? []).map((c) => (
          <MenuItem key={c} value={c}>
            {choiceLabel(c)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const type = def.type === 'integer' || def.type === 'number' ? 'number' : def.type === 'datetime' ? 'datetime-local' : 'text';
  return <DebouncedTextField label={label} type={type} value={value} onChange={onChange} />;
}
