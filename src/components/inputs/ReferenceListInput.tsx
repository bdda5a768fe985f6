import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useInput, useTranslate, type RaRecord } from 'react-admin';
import { entityByName } from '../../../contract/entities';
import type { FieldDef } from '../../../contract/fields';
import { REFERENCE_LOOKUP_SIZES } from '../../../contract/products';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { errorText } from './error-text';
import { LOOKUP_PAGE_SIZE, lookupQueryKey } from './LookupSelect';

/** How long typing pauses before the lookup is searched. */
const SEARCH_DELAY_MS = 300;
/** The see-all lookup's largest page: names of chosen records not among the loaded ones. */
const ALL_NAMES = 1000;

interface Option {
  id: number;
  text: string;
}

/** A lookup's records as options, each named by the entity's representation. */
const toOptions = (rows: RaRecord[], representation: string): Option[] => rows.map((r) => ({ id: Number(r.id), text: String(r[representation] ?? r.id) }));

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
  // the names of the records picked here: their chips keep them whatever is searched next
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(() => new Map());

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // the search's pages, the next one on 'See More'; the last search's options stay until the new
  // ones come, and a failed page adds nothing
  const pages = useInfiniteQuery({
    queryKey: [reference, 'lookup', 'pages', { perPage, q: query }],
    queryFn: ({ pageParam }) => dataProvider.lookup(reference, { page: pageParam, perPage, q: query }),
    initialPageParam: 1,
    getNextPageParam: (_last, all) => all.length + 1,
    retry: false,
    placeholderData: keepPreviousData,
    // opened again, the input starts from the first page
    gcTime: 0,
  });
  const options = useMemo(() => {
    const merged: Option[] = [];
    for (const o of toOptions(pages.data?.pages.flatMap((p) => p.data) ?? [], representation)) if (!merged.some((c) => c.id === o.id)) merged.push(o);
    return merged;
  }, [pages.data, representation]);
  const total = pages.data?.pages.at(-1)?.total ?? 0;

  // chosen records neither shown nor picked (an edited product's stores): the see-all lookup's names
  const unknown = value.some((id) => !picked.has(id) && !options.some((o) => o.id === id));
  const { data: all } = useQuery({
    queryKey: lookupQueryKey(reference, { page: 1, perPage: ALL_NAMES }),
    queryFn: () => dataProvider.lookup(reference, { page: 1, perPage: ALL_NAMES }),
    enabled: unknown,
    retry: false,
    // read once while the input is shown
    staleTime: Infinity,
    gcTime: 0,
  });
  const names = useMemo(
    () => new Map([...toOptions(all?.data ?? [], representation), ...options].map((o) => [o.id, o.text] as const).concat([...picked])),
    [all, options, picked, representation],
  );

  const chosen = useMemo(() => value.map((id) => ({ id, text: names.get(id) ?? `#${id}` })), [value, names]);
  const shown = options.length < total ? [...options, MORE] : options;

  return (
    <Autocomplete<Option, true, false, false>
      multiple
      size={size}
      options={shown}
      value={chosen}
      loading={pages.isFetching}
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
          void pages.fetchNextPage();
          return;
        }
        const added = next.filter((o) => !value.includes(o.id));
        if (added.length) setPicked((known) => new Map([...known, ...added.map((o) => [o.id, o.text] as const)]));
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
          <Box component="li" key={key} {...rest} sx={o.id === MORE.id ? { color: 'primary.main' } : undefined}>
            {o.id === MORE.id ? translate('app.action.see_more') : o.text}
          </Box>
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
