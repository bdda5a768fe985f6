import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { DeliveryRouteStatus } from '../../../../../contract/delivery/routes';

const COLOURS: Record<DeliveryRouteStatus, 'default' | 'info' | 'success' | 'warning'> = { pending: 'warning', progress: 'info', done: 'success', cancel: 'default' };

/** A route status as a coloured chip. */
export function DeliveryRouteStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status as DeliveryRouteStatus] ?? 'default'} label={translate(`app.delivery.statuses.${status}`, { _: status })} />;
}
