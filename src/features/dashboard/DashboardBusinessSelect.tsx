import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { businessSearchTerm } from '../../../contract/dashboard/dashboard';
import { business } from '../../../contract/entities/business';
import { LOOKUP_PAGE_SIZE } from '../../components/inputs/LookupSelect';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';

export interface BusinessOption {
  id: number;
  name: string;
}

export interface DashboardBusinessSelectProps {
  value: BusinessOption | null;
  onChange: (value: BusinessOption | null) => void;
}

/** The option that loads the next page. */
const SEE_MORE: BusinessOption = { id: -1, name: '' };

/**
 * The business the by-business sections narrow to: the businesses' lookup, 10 a page with 'See
 * More'; the typed search is sent stripped of non-word characters (spec, first document, section 5).
 */
export function DashboardBusinessSelect({ value, onChange }: DashboardBusinessSelectProps) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const [options, setOptions] = useState<BusinessOption[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (nextPage: number, typed: string) => {
      const id = ++request.current;
      setLoading(true);
      const result = await dataProvider
        .lookup(business.name, { page: nextPage, perPage: LOOKUP_PAGE_SIZE, q: businessSearchTerm(typed) })
        .catch(() => ({ data: [], total: 0 }));
      if (id !== request.current) return;
      const loaded = result.data.map((r) => ({ id: Number(r.id), name: String(r[business.recordRepresentation as string] ?? r.id) }));
      setOptions((prev) => (nextPage === 1 ? loaded : [...prev, ...loaded.filter((o) => !prev.some((p) => p.id === o.id))]));
      setCount(result.total);
      setPage(nextPage);
      setLoading(false);
    },
    [dataProvider],
  );

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => void load(1, search), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [open, search, load]);

  const hasMore = options.length < count;

  return (
    <Autocomplete
      size="small"
      disableCloseOnSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={hasMore ? [...options, SEE_MORE] : options}
      value={value}
      loading={loading}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => (o.id === SEE_MORE.id ? translate('app.action.see_more') : o.name)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setSearch(text);
      }}
      onChange={(_, next) => {
        if (next?.id === SEE_MORE.id) {
          void load(page + 1, search);
          return;
        }
        setSearch('');
        setOpen(false);
        onChange(next);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return option.id === SEE_MORE.id ? (
          <li key="see-more" {...rest}>
            <Button size="small" fullWidth>
              {translate('app.action.see_more')}
            </Button>
          </li>
        ) : (
          <li key={key} {...rest}>
            {option.name}
          </li>
        );
      }}
      noOptionsText={translate('app.dashboard.business_none')}
      loadingText={translate('app.dashboard.business_loading')}
      renderInput={(params) => (
        <TextField {...params} fullWidth label={translate('app.dashboard.business')} placeholder={translate('app.dashboard.business_any')} />
      )}
      sx={{ width: 300 }}
    />
  );
}
