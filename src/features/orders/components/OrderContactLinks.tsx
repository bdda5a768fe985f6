import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { showsContactIcons } from '../../../../contract/orders';

/** Call and SMS icons, only for accepted, progress, delivering, cancel, done and stolen orders. */
export function OrderContactLinks({ status, mongoId }: { status: string; mongoId: string }) {
  const translate = useTranslate();
  if (!showsContactIcons(status)) return null;
  return (
    <>
      <IconButton size="small" component={Link} to={`/call/tickets/${mongoId}?order=true`} aria-label={translate('app.order.contact.call')} title={translate('app.order.contact.call')} data-testid="order-call-link">
        <PhoneIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" component={Link} to={`/call/sms/send/${mongoId}?order=true`} aria-label={translate('app.order.contact.sms')} title={translate('app.order.contact.sms')} data-testid="order-sms-link">
        <SmsIcon fontSize="small" />
      </IconButton>
    </>
  );
}
