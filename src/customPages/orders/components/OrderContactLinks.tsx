import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { showsContactIcons } from '../../../../contract/orders';

/** Call and SMS icons, only for accepted, progress, delivering, cancel, done and stolen orders. */
export function OrderContactLinks({ status, mongoId }: { status: string; mongoId: string }) {
  if (!showsContactIcons(status)) return null;
  return (
    <>
      <Tooltip title="Call">
        <IconButton size="small" component={Link} to={`/call/tickets/${mongoId}?order=true`} aria-label="Call" data-testid="order-call-link">
          <PhoneIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="SMS">
        <IconButton size="small" component={Link} to={`/call/sms/send/${mongoId}?order=true`} aria-label="SMS" data-testid="order-sms-link">
          <SmsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
