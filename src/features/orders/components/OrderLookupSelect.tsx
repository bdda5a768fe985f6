import { Autocomplete, Button, Chip, TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOrdersApi, type NamedItem } from '../orders-api';

export interface OrderLookupSelectProps {
  label: string;
  /** the entity whose see-all lookup feeds the options */
  resource: string;
  /** how many options one load brings: 10 with 'See More', franchises 1000 */
  perPage: number;
  value: number[];
  onChange: (ids: number[]) => void;
}

/** The option that loads the next page; its name is a catalogue key. */
const SEE_MORE: NamedItem = { id: -1, name: 'app.action.see_more' };

/**
 * A multi-select fed page by page from an entity's lookup. A search replaces the options;
 * 'See More' appends the next page, without duplicates.
 */
export function OrderLookupSelect({ label, resource, perPage, value, onChange }: OrderLookupSelectProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  const [options, setOptions] = useState<NamedItem[]>([]);
  const [known, setKnown] = useState<Map<number, NamedItem>>(new Map());
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (nextPage: number, q: string) => {
      const id = ++request.current;
      const result = await api.lookup(resource, nextPage, perPage, q).catch(() => ({ data: [] as NamedItem[], count: 0 }));
      if (id !== request.current) return;
      const named = result.data.filter((o) => o.name);
      setOptions((prev) => {
        if (nextPage === 1) return named;
        const seen = new Set(prev.map((o) => o.id));
        return [...prev, ...named.filter((o) => !seen.has(o.id))];
      });
      setKnown((prev) => new Map([...prev, ...named.map((o) => [o.id, o] as const)]));
      setCount(result.count);
      setPage(nextPage);
    },
    [api, resource, perPage],
  );

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => void load(1, search), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [open, search, load]);

  const hasMore = options.length < count && page * perPage < count;
  const selected = value.map((id) => known.get(id) ?? { id, name: `#${id}` });

  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={hasMore ? [...options, SEE_MORE] : options}
      value={selected}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.id === SEE_MORE.id ? translate(SEE_MORE.name) : o.name)}
      inputValue={search}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setSearch(text);
      }}
      onChange={(_, next) => {
        if (next.some((o) => o.id === SEE_MORE.id)) {
          void load(page + 1, search);
          return;
        }
        onChange(next.map((o) => o.id));
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return option.id === SEE_MORE.id ? (
          <li key="see-more" {...rest}>
            <Button size="small" fullWidth>
              {translate(SEE_MORE.name)}
            </Button>
          </li>
        ) : (
          <li key={key} {...rest}>
            {option.name}
          </li>
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item.name} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 220 }}
    />
  );
}
