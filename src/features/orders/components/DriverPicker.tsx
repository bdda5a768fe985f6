import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Driver } from '../../../../contract/orders';
import { useOrdersApi } from '../orders-api';

const NO_DRIVERS: Driver[] = [];

/** A driver as the pickers name them: the username, with the full name when there is one. */
const driverName = (d: Pick<Driver, 'username' | 'firstname' | 'lastname'>): string => {
  const full = [d.firstname, d.lastname].filter(Boolean).join(' ');
  return full ? `${d.username} (${full})` : d.username;
};

export interface DriverPickerProps {
  label: string;
  value: number | null;
  onChange: (userId: number | null) => void;
  /** a driver to offer besides the list (a route's saved driver outside the first 100, or no longer a driver) */
  saved?: Driver;
  /** shown under the field, unless no user holds the Delivery permission (which it says instead) */
  helperText?: string;
  error?: boolean;
  name?: string;
  onBlur?: () => void;
}

/**
 * One of the users with the Delivery permission (the specification's driver list, the first 100),
 * searched as one types by username and name: the order status dialog and the delivery route form.
 */
export function DriverPicker({ label, value, onChange, saved, helperText, error, name, onBlur }: DriverPickerProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  // a failed read offers no driver, as an empty list does
  const { data: drivers, isPending } = useQuery({
    queryKey: ['orders', 'drivers'],
    queryFn: () => api.drivers().catch((): Driver[] => []),
  });
  const options = useMemo(() => {
    const list = drivers ?? NO_DRIVERS;
    return saved && !list.some((d) => d.userId === saved.userId) ? [saved, ...list] : list;
  }, [drivers, saved]);
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={isPending}
      value={options.find((d) => d.userId === value) ?? null}
      onChange={(_e, d) => onChange(d?.userId ?? null)}
      onBlur={onBlur}
      getOptionLabel={driverName}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      noOptionsText={translate('app.order.status_dialog.no_driver')}
      loadingText={translate('app.product.loading')}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} error={error} helperText={drivers && !drivers.length ? translate('app.order.status_dialog.no_driver') : helperText} />
      )}
      fullWidth
    />
  );
}
