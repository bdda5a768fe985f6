import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotificationCount } from './notification-count';
import { RealtimeSession } from '../realtime/RealtimeSession';

/** The bell of the top bar with the unread count. */
export function NotificationBell() {
  const { count } = useNotificationCount();
  const translate = useTranslate();
  return (
    <>
    {/* keeps the count live: unread count, socket events, push subscription */}
    <RealtimeSession />
    <IconButton color="inherit" component={Link} to="/notifications" aria-label={translate('app.topbar.notifications', { count })}>
      <Badge badgeContent={count} color="error" max={99} data-testid="notification-count">
        <NotificationsIcon />
      </Badge>
    </IconButton>
    </>
  );
}
