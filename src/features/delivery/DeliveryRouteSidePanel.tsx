import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DriverPosition } from '../../../contract/delivery/location';
import type { DeliveryRouteDetails } from '../../../contract/delivery/routes';
import { intlLocale } from '../../i18n/intl-locale';

/** A position as the panel shows it: latitude and longitude at 5 decimals (about a metre). */
export const positionText = (p: { latitude: number; longitude: number }) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

export interface DeliveryRouteSidePanelProps {
  details: DeliveryRouteDetails;
  position?: DriverPosition;
}

/** The route page's side panel: the driver and their position, then the stops in order. */
export function DeliveryRouteSidePanel({ details, position }: DeliveryRouteSidePanelProps) {
  const translate = useTranslate();
  const { driver, stops } = details;
  return (
    <Paper variant="outlined" sx={{ height: '100%', overflow: 'auto', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {translate('app.delivery.page.driver')}
        </Typography>
        <Typography variant="subtitle1" fontWeight={600}>
          {driver ? `${driver.firstname} ${driver.lastname} (${driver.username})` : String(details.route.driverName ?? '')}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {translate('app.delivery.page.position')}:{' '}
        </Typography>
        <Typography variant="body2" component="span" data-testid="driver-position" sx={{ fontFamily: 'monospace' }}>
          {position ? positionText(position) : translate('app.delivery.page.no_position')}
        </Typography>
        {position && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.delivery.page.reported', { time: new Date(position.timestamp).toLocaleTimeString(intlLocale()) })}
          </Typography>
        )}
      </Box>
      <Divider />
      <Typography variant="overline" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('app.delivery.page.stops')}
      </Typography>
      <List dense disablePadding data-testid="page-stops">
        {stops.map((s, i) => (
          <ListItem key={s.orderId} divider data-testid="page-stop" data-order-id={s.orderId} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <Box
              sx={{ flex: '0 0 28px', height: 28, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, fontSize: 13, mt: 0.5 }}
            >
              {i + 1}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" fontWeight={600}>
                {translate('app.delivery.form.order_label', { id: s.orderId })}
                {s.customer ? ` · ${s.customer}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap title={s.address}>
                {s.address}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <Chip size="small" label={s.status} data-testid="stop-status" />
                <Chip size="small" variant="outlined" label={s.paymentMethod} data-testid="stop-payment" />
              </Box>
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
