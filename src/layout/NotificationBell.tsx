import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NotificationDropDown } from '../features/notifications/NotificationDropDown';
import { useNotificationCount } from './notification-count';
import { RealtimeSession } from '../realtime/RealtimeSession';

/** The bell of the top bar with the unread count; it opens the drop-down of the latest notifications. */
export function NotificationBell() {
  const { count } = useNotificationCount();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
    {/* keeps the count live: unread count, socket events, push subscription */}
    <RealtimeSession />
    <IconButton
      color="inherit"
      onClick={(e) => setAnchor(e.currentTarget)}
      aria-label={translate('app.topbar.notifications', { count })}
      aria-haspopup="dialog"
      aria-expanded={anchor !== null}
    >
      <Badge badgeContent={count} color="error" max={99} data-testid="notification-count">
        <NotificationsIcon />
      </Badge>
    </IconButton>
    <NotificationDropDown anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
