import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { DriverPosition } from '../../../contract/delivery/location';
import { formatDistance, formatDuration } from '../../../contract/delivery/geo';
import { DELIVERY_ROUTE_STATUSES } from '../../../contract/delivery/routes';
import { deliveryRoute } from '../../../contract/entities/delivery/deliveryRoute';
import { screenPath } from '../../../contract/screen-paths';
import { useCan } from '../../authProvider/useCan';
import { LoadingBar } from '../../components/LoadingBar';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useDeliveryStatusChange } from './resources/deliveryRoute/DeliveryRouteRowActions';
import { DeliveryRouteStatusChip } from './resources/deliveryRoute/DeliveryRouteStatusChip';
import { useDeliveryApi } from './resources/deliveryRoute/useDeliveryApi';
import { DeliveryRouteMap } from './DeliveryRouteMap';
import { DeliveryRouteSidePanel } from './DeliveryRouteSidePanel';
import { useDeliveryRoutePage } from './useDeliveryRoutePage';
import { useDriverPosition } from './useDriverPosition';

/**
 * The route page /delivery/delivery/{id} (no breadcrumbs): the route on a map with the driver's live
 * position, and a side panel with the driver and the stops in order, kept current by order events.
 */
export function DeliveryRoutePage() {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const { can } = useCan();
  const api = useDeliveryApi();
  const { details, settings, error } = useDeliveryRoutePage(id);
  const changeStatus = useDeliveryStatusChange();
  const initial = useMemo<DriverPosition | undefined>(() => details?.driverLocation ?? undefined, [details?.driverLocation]);
  const position = useDriverPosition(details?.route.driverId, initial);
  const mayUpdate = can(deliveryRoute.name, 'update');

  if (error) return <Alert severity="error">{translate('app.delivery.page.not_found')}</Alert>;
  if (!details || !settings) return <LoadingBar />;
  const { route, stops } = details;

  const sendNotification = async () => {
    try {
      await api.notifyDriver(route.deliveryRouteId);
      notify('app.delivery.list.notified', { type: 'success' });
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: { md: 'calc(100vh - 140px)' }, minHeight: 560 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button component={Link} to={screenPath(deliveryRoute, 'list')} startIcon={<ArrowBackIcon />} size="small">
          {translate('app.delivery.page.back')}
        </Button>
        <Typography variant="h5" component="h1">
          {translate('app.delivery.page.title', { id: route.deliveryRouteId })}
          {route.name ? ` · ${String(route.name)}` : ''}
        </Typography>
        <DeliveryRouteStatusChip status={route.status} />
        <Typography variant="body2" color="text.secondary" data-testid="route-summary">
          {translate('app.delivery.page.summary', {
            stops: stops.length,
            distance: formatDistance(Number(route.distance ?? 0)),
            time: formatDuration(Number(route.estimatedTime ?? 0)),
          })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {mayUpdate && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
            <TextField
              select
              size="small"
              fullWidth={false}
              margin="none"
              label={translate('app.delivery.list.change_status')}
              value={route.status}
              onChange={(e) => void changeStatus(route.deliveryRouteId, e.target.value)}
              sx={{ width: 200 }}
            >
              {DELIVERY_ROUTE_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`app.delivery.statuses.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => void sendNotification()}>
              {translate('app.delivery.list.notify')}
            </Button>
            <Button variant="contained" startIcon={<EditIcon />} component={Link} to={screenPath(deliveryRoute, 'edit', route.deliveryRouteId)}>
              {translate('app.action.edit')}
            </Button>
          </Box>
        )}
      </Box>
      {!settings.tileUrl && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.delivery.page.no_tiles')}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, gap: 2 }}>
        <DeliveryRouteMap stops={stops} driver={position} settings={settings} label={translate('app.delivery.page.map')} />
        <DeliveryRouteSidePanel details={details} position={position} />
      </Box>
    </Box>
  );
}
