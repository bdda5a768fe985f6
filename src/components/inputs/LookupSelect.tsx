import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import { useReferencePath } from '../ReferenceLink';
import type { LookupOption } from './lookup-options';
import { LookupOptionItem } from './LookupOptionItem';
import { useDebounced, useLookupLabels, useLookupSearch } from './useLookup';

/** Lookup dropdowns load 10 per page, with 'See More' for the next page (spec, first document, section 9). */
export const LOOKUP_PAGE_SIZE = 10;

export interface LookupSelectProps {
  /** entity name of the records to choose from */
  reference: string;
  label: string;
  value: number | string | null | undefined;
  onChange: (value: number | null) => void;
  /** the chosen record as the lookup read it, with the fields its declaration shows (a customer's telephone): to fill what follows */
  onPick?: (record: Record<string, unknown> | null) => void;
  /** the chosen record's text when it is not among the loaded options (else read by id) */
  valueLabel?: string;
  /** offer an empty choice (filters): the input can be cleared, and shows `emptyLabel` when empty */
  allowEmpty?: boolean;
  emptyLabel?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** options per load; default 10 with 'See More' */
  perPage?: number;
  /** a button opening the chosen record, where the user may open it (forms) */
  link?: boolean;
}

/** The 'See More' entry at the end of the options. */
const MORE: LookupOption = { id: -1, label: '', detail: '', record: {} };

/**
 * One record of another entity, chosen from its see-all lookup searched as one types: each option
 * named and told apart as the entity's declaration says (contract/lookups.ts), the chosen one's
 * name read by id when it is not among the loaded options.
 */
export function LookupSelect(props: LookupSelectProps) {
  const { reference, label, value, onChange, onPick, valueLabel, allowEmpty, emptyLabel, error, helperText, required, name, onBlur, size, fullWidth, perPage, link } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // 'See More' loads the next page and keeps the list open
  const moreChosen = useRef(false);
  const [typed, setTyped] = useState<string | null>(null);
  const query = useDebounced(typed ?? '');
  const { options, total, loading, more } = useLookupSearch(reference, perPage ?? LOOKUP_PAGE_SIZE, query, open);

  const current = value === null || value === undefined || value === '' ? null : Number(value);
  const loaded = useMemo(() => new Map(options.map((o) => [o.id, o] as const)), [options]);
  const [picked, setPicked] = useState<LookupOption | null>(null);
  const known = useMemo(() => {
    const m = new Map<number, unknown>(loaded);
    if (picked) m.set(picked.id, picked);
    if (valueLabel && current !== null) m.set(current, valueLabel);
    return m;
  }, [loaded, picked, valueLabel, current]);
  const read = useLookupLabels(reference, current === null ? [] : [current], known);
  const chosen: LookupOption | null =
    current === null
      ? null
      : (loaded.get(current) ?? (picked?.id === current ? picked : undefined) ?? read.get(current) ?? {
          id: current,
          label: valueLabel ?? (entityByName(reference) ? '' : `#${current}`),
          detail: '',
          record: {},
        });
  const shown = options.length < total ? [...options, MORE] : options;
  const to = useReferencePath(reference, link ? current : null);

  return (
    <Autocomplete<LookupOption, false, boolean, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={(_e, reason) => {
        if (reason !== 'selectOption' || !moreChosen.current) setOpen(false);
        moreChosen.current = false;
      }}
      openOnFocus
      size={size}
      options={shown}
      value={chosen}
      loading={loading}
      filterOptions={(o) => o}
      disableClearable={!allowEmpty}
      getOptionLabel={(o) => (o.id === MORE.id ? translate('app.action.see_more') : o.label)}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      inputValue={typed ?? chosen?.label ?? ''}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setTyped(text);
        else if (reason === 'clear') setTyped('');
      }}
      onChange={(_e, next) => {
        if (next?.id === MORE.id) {
          moreChosen.current = true;
          more();
          return;
        }
        setTyped(null);
        setPicked(next);
        onChange(next ? next.id : null);
        onPick?.(next ? next.record : null);
      }}
      onBlur={() => {
        setTyped(null);
        onBlur?.();
      }}
      noOptionsText={translate('app.product.no_options')}
      loadingText={translate('app.product.loading')}
      renderOption={(optionProps, o) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return o.id === MORE.id ? (
          <li key="see-more" {...rest} style={{ color: 'var(--mui-palette-primary-main)' }}>
            {translate('app.action.see_more')}
          </li>
        ) : (
          <LookupOptionItem key={key} {...rest} option={o} />
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          // the picker's root sets the width: the field fills it
          fullWidth
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          placeholder={allowEmpty ? (emptyLabel ?? translate('app.list.any')) : undefined}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {to ? (
                  <InputAdornment position="end" sx={{ mr: 4 }}>
                    <IconButton size="small" component={RouterLink} to={to} aria-label={translate('app.action.open_record', { name: chosen?.label ?? '' })}>
                      <OpenInNewIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
      sx={{ minWidth: 240 }}
      // options with their detail need room, however narrow the field
      slotProps={{ popper: { sx: { minWidth: 320 } } }}
      fullWidth={fullWidth ?? false}
    />
  );
}
