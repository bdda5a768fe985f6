import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { entityByName } from '../../../contract/entities';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';

/** Lookup dropdowns load 10 per page, with 'See More' for the next page (spec, first document, section 9). */
export const LOOKUP_PAGE_SIZE = 10;

/** The react-query key of a page of an entity's see-all lookup. */
export const lookupQueryKey = (reference: string, params: { page: number; perPage: number; q?: string }) => [reference, 'lookup', params] as const;

export interface LookupSelectProps {
  /** entity name of the records to choose from */
  reference: string;
  label: string;
  value: number | string | null | undefined;
  onChange: (value: number | null) => void;
  /** the chosen record's text when it is not among the loaded options */
  valueLabel?: string;
  /** offer an empty choice (filters) */
  allowEmpty?: boolean;
  emptyLabel?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

interface Option {
  id: number;
  text: string;
}

export function LookupSelect(props: LookupSelectProps) {
  const { reference, label, value, onChange, valueLabel, allowEmpty, emptyLabel, error, helperText, required, name, onBlur, size, fullWidth } = props;
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const representation = entityByName(reference)?.recordRepresentation ?? 'name';
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  // 'See More' loads the next page and keeps the list open
  const moreClicked = useRef(false);

  // the pages shown so far ('See More' adds the next); the lookups of an entity on screen share
  // their reads, and a failed page adds nothing
  const pages = useQueries({
    queries: Array.from({ length: page }, (_, i) => ({
      queryKey: lookupQueryKey(reference, { page: i + 1, perPage: LOOKUP_PAGE_SIZE }),
      queryFn: () => dataProvider.lookup(reference, { page: i + 1, perPage: LOOKUP_PAGE_SIZE }),
      retry: false,
    })),
  });
  // merged without duplicates
  const seen = new Set<number>();
  const options: Option[] = pages
    .flatMap((p) => p.data?.data ?? [])
    .map((r) => ({ id: Number(r.id), text: String(r[representation] ?? r.id) }))
    .filter((o) => !seen.has(o.id) && !!seen.add(o.id));
  const total = pages.findLast((p) => p.data)?.data?.total ?? 0;

  const current = value === null || value === undefined || value === '' ? '' : Number(value);
  const shown = current !== '' && !options.some((o) => o.id === current) ? [{ id: current, text: valueLabel ?? `#${current}` }, ...options] : options;

  return (
    <TextField
      select
      label={label}
      name={name}
      value={current}
      required={required}
      error={error}
      helperText={helperText}
      size={size}
      fullWidth={fullWidth ?? false}
      onBlur={onBlur}
      onChange={(e) => {
        const v = e.target.value as unknown;
        if (v === '__more') return;
        onChange(v === '' || v === undefined ? null : Number(v));
      }}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          open,
          onOpen: () => setOpen(true),
          onClose: () => {
            if (moreClicked.current) moreClicked.current = false;
            else setOpen(false);
          },
        },
      }}
    >
      {allowEmpty ? <MenuItem value="">{emptyLabel ?? translate('app.list.any')}</MenuItem> : null}
      {shown.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.text}
        </MenuItem>
      ))}
      {options.length < total ? (
        <MenuItem
          value="__more"
          sx={{ color: 'primary.main' }}
          onClick={() => {
            moreClicked.current = true;
            setPage((p) => p + 1);
          }}
        >
          {translate('app.action.see_more')}
        </MenuItem>
      ) : null}
    </TextField>
  );
}
