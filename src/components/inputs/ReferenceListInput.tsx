import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';
import { REFERENCE_LOOKUP_SIZES } from '../../../contract/products';
import { errorText } from './error-text';
import type { LookupOption } from './lookup-options';
import { LookupOptionItem } from './LookupOptionItem';
import { LOOKUP_PAGE_SIZE } from './LookupSelect';
import { useDebounced, useLookupLabels, useLookupSearch } from './useLookup';

/** The 'See More' entry at the end of the options. */
const MORE: LookupOption = { id: -1, label: '', detail: '', record: {} };

export interface ReferenceMultiSelectProps {
  /** entity name of the records to choose from */
  reference: string;
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?: () => void;
  /** width of the input; default the container's */
  minWidth?: number;
  /** how many options one load brings; default the reference's (REFERENCE_LOOKUP_SIZES) or a page of 10 */
  perPage?: number;
}

/**
 * Several records of another entity as chips, chosen from its see-all lookup searched as one types
 * (each option named and told apart as its declaration says): categories, brands and product groups
 * load 1000 at once, others a page with 'See More' (spec, second document, section 9). Chosen
 * records not among the loaded options are read by id.
 */
export function ReferenceMultiSelect({ reference, label, value, onChange, error, helperText, size, name, onBlur, minWidth, perPage: pageSize }: ReferenceMultiSelectProps) {
  const translate = useTranslate();
  const perPage = pageSize ?? REFERENCE_LOOKUP_SIZES[reference] ?? LOOKUP_PAGE_SIZE;
  const [search, setSearch] = useState('');
  const query = useDebounced(search);
  const { options, total, loading, more } = useLookupSearch(reference, perPage, query);
  // the records picked here: their chips keep their names whatever is searched next
  const [picked, setPicked] = useState<ReadonlyMap<number, LookupOption>>(() => new Map());

  const known = useMemo(() => new Map<number, LookupOption>([...options.map((o) => [o.id, o] as const), ...picked]), [options, picked]);
  const read = useLookupLabels(reference, value, known);
  const chosen = useMemo(() => value.map((id) => known.get(id) ?? read.get(id) ?? { id, label: '', detail: '', record: {} }), [value, known, read]);
  const shown = options.length < total ? [...options, MORE] : options;

  return (
    <Autocomplete<LookupOption, true, false, false>
      multiple
      size={size}
      options={shown}
      value={chosen}
      loading={loading}
      filterOptions={(o) => o}
      disableCloseOnSelect
      getOptionLabel={(o) => (o.id === MORE.id ? translate('app.action.see_more') : o.label)}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      inputValue={search}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setSearch(text);
      }}
      onChange={(_e, next) => {
        if (next.some((o) => o.id === MORE.id)) {
          more();
          return;
        }
        const added = next.filter((o) => !value.includes(o.id));
        if (added.length) setPicked((had) => new Map([...had, ...added.map((o) => [o.id, o] as const)]));
        onChange(next.map((o) => o.id));
      }}
      onBlur={onBlur}
      noOptionsText={translate('app.product.no_options')}
      loadingText={translate('app.product.loading')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item.label} {...itemProps} />;
        })
      }
      renderOption={(props, o) => {
        const { key, ...rest } = props;
        return o.id === MORE.id ? (
          <Box component="li" key={key} {...rest} sx={{ color: 'primary.main' }}>
            {translate('app.action.see_more')}
          </Box>
        ) : (
          <LookupOptionItem key={key} {...rest} option={o} />
        );
      }}
      renderInput={(params) => <TextField {...params} name={name} label={label} error={error} helperText={helperText} />}
      sx={{ minWidth: minWidth ?? 0 }}
      slotProps={{ popper: { sx: { minWidth: 320 } } }}
      fullWidth={minWidth === undefined}
    />
  );
}

export interface ReferenceListInputProps {
  source: string;
  label: string;
  /** `{ type: 'list', of: 'reference', reference: <entity> }` */
  def: FieldDef;
}

/** A form input holding a list of ids of another entity (product categories, stores...). */
export function ReferenceListInput({ source, label, def }: ReferenceListInputProps) {
  const { field, fieldState, formState } = useInput({ source });
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const ids = Array.isArray(field.value) ? (field.value as unknown[]).map(Number).filter((n) => Number.isFinite(n)) : [];
  return (
    <ReferenceMultiSelect
      reference={def.reference ?? ''}
      label={label}
      name={source}
      value={ids}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={showError}
      helperText={showError ? errorText(fieldState.error?.message) : ' '}
    />
  );
}
