import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { DRIVER_LIST_SIZE, type Driver } from '../../../../../contract/orders';
import { useOrdersApi } from '../../../orders/orders-api';
import { useFieldLabel } from '../../../../i18n/useLabels';

const driverName = (d: Driver) => [d.username, [d.firstname, d.lastname].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** The route's driver: one of the users with the Delivery permission (the spec's list of 100). */
export function DeliveryDriverInput({ source }: { source: string }) {
  const translate = useTranslate();
  const label = useFieldLabel()(source);
  const api = useOrdersApi();
  const record = useRecordContext();
  // a failed read offers no driver, as an empty list does
  const { data: drivers } = useQuery({
    queryKey: ['orders', 'drivers'],
    queryFn: () => api.drivers().catch((): Driver[] => []),
  });
  const choices = useMemo(() => {
    const list = (drivers ?? []).map((d) => ({ id: d.userId, name: driverName(d) }));
    // the saved driver stays shown even when outside the first 100 or no longer a driver
    if (record?.driverId && !list.some((c) => c.id === record.driverId)) list.unshift({ id: record.driverId as number, name: String(record.driverName ?? record.driverId) });
    return list;
  }, [drivers, record]);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={!drivers}
      fullWidth
      helperText={drivers && !drivers.length ? translate('app.delivery.form.no_driver') : translate('app.delivery.form.driver_hint', { count: DRIVER_LIST_SIZE })}
    />
  );
}
