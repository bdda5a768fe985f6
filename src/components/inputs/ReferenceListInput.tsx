import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { entityByName } from '../../../contract/entities';
import type { FieldDef } from '../../../contract/fields';
import { REFERENCE_LOOKUP_SIZES } from '../../../contract/products';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { errorText } from './error-text';
import { LOOKUP_PAGE_SIZE } from './LookupSelect';

/** How long typing pauses before the lookup is searched. */
const SEARCH_DELAY_MS = 300;
/** The see-all lookup's largest page: names of chosen records not among the loaded ones. */
const ALL_NAMES = 1000;

interface Option {
  id: number;
  text: string;
}

/** The 'See More' entry at the end of the options. */
const MORE: Option = { id: -1, text: '' };

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
}

/**
 * Several records of another entity as chips, chosen from its see-all lookup searched as one types:
 * categories, brands and product groups load 1000 at once, others a page with 'See More'
 * (spec, second document, section 9).
 */
export function ReferenceMultiSelect({ reference, label, value, onChange, error, helperText, size, name, onBlur, minWidth }: ReferenceMultiSelectProps) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const representation = entityByName(reference)?.recordRepresentation ?? 'name';
  const perPage = REFERENCE_LOOKUP_SIZES[reference] ?? LOOKUP_PAGE_SIZE;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [options, setOptions] = useState<Option[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [names, setNames] = useState<Map<number, string>>(() => new Map());

  const toOptions = (rows: Record<string, unknown>[]) => rows.map((r) => ({ id: Number(r.id), text: String(r[representation] ?? r.id) }));

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    dataProvider
      .lookup(reference, { page, perPage, q: query })
      .then(({ data, total: count }) => {
        if (!live) return;
        const loaded = toOptions(data);
        setOptions((current) => (page === 1 ? loaded : [...current, ...loaded.filter((o) => !current.some((c) => c.id === o.id))]));
        setTotal(count);
        setNames((known) => new Map([...known, ...loaded.map((o) => [o.id, o.text] as const)]));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, reference, representation, page, perPage, query]);

  // chosen records beyond the loaded page (an edited product's stores): their names, once
  const unknown = value.some((id) => !names.has(id));
  useEffect(() => {
    if (!unknown) return;
    let live = true;
    dataProvider
      .lookup(reference, { page: 1, perPage: ALL_NAMES })
      .then(({ data }) => live && setNames((known) => new Map([...known, ...toOptions(data).map((o) => [o.id, o.text] as const)])))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, reference, unknown]);

  const chosen = useMemo(() => value.map((id) => ({ id, text: names.get(id) ?? `#${id}` })), [value, names]);
  const shown = options.length < total ? [...options, MORE] : options;

  return (
    <Autocomplete<Option, true, false, false>
      multiple
      size={size}
      options={shown}
      value={chosen}
      loading={loading}
      filterOptions={(o) => o}
      disableCloseOnSelect
      getOptionLabel={(o) => (o.id === MORE.id ? translate('app.action.see_more') : o.text)}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      inputValue={search}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setSearch(text);
      }}
      onChange={(_e, next) => {
        if (next.some((o) => o.id === MORE.id)) {
          setPage((p) => p + 1);
          return;
        }
        onChange(next.map((o) => o.id));
      }}
      onBlur={onBlur}
      noOptionsText={translate('app.product.no_options')}
      loadingText={translate('app.product.loading')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item.text} {...itemProps} />;
        })
      }
      renderOption={(props, o) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest} style={o.id === MORE.id ? { color: 'var(--mui-palette-primary-main, #1976d2)' } : undefined}>
            {o.id === MORE.id ? translate('app.action.see_more') : o.text}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} name={name} label={label} error={error} helperText={helperText} />}
      sx={{ minWidth: minWidth ?? 0 }}
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
