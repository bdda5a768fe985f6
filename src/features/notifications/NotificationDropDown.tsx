import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import {
  EMPTY_NOTIFICATIONS_TEXT,
  MARK_ALL_READ_TEXT,
  NOTIFICATION_DISPLAY,
  notificationLink,
  type NotificationItem,
} from '../../../contract/notifications';
import { LoadingBar } from '../../components/LoadingBar';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useTimeSince } from '../../i18n/useTimeSince';
import { freshRead, notificationStore, useNotificationState } from './notification-store';
import { notificationApi } from './notifications-api';

export interface NotificationDropDownProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's drop-down: the latest notifications (the spec's display value, 20), read afresh at
 * each opening, unread ones on grey; a click opens one (and marks it read), the tick marks it read
 * where it is, and a link leads to the whole list.
 */
export function NotificationDropDown({ anchor, onClose }: NotificationDropDownProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notifyError = useNotifyApiError();
  const since = useTimeSince();
  const state = useNotificationState();
  const [loading, setLoading] = useState(false);
  const open = anchor !== null;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    freshRead(() => notificationApi.list(0, NOTIFICATION_DISPLAY))
      .then((page) => live && notificationStore.loadPage(0, page.data, page.unread, page.count))
      .catch((error: unknown) => live && notifyError(error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, notifyError]);

  const markRead = async (item: NotificationItem) => {
    if (item.is_read) return;
    await notificationApi.markRead(item._id);
    notificationStore.markRead(item._id);
  };
  const openItem = (item: NotificationItem) => {
    onClose();
    void markRead(item).catch(notifyError);
    navigate(notificationLink(item.type, item.data));
  };
  const markAllRead = () =>
    notificationApi.markAllRead().then(
      () => notificationStore.markAllRead(),
      (error: unknown) => notifyError(error),
    );

  const items = state.items.slice(0, NOTIFICATION_DISPLAY);
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 400 }, maxWidth: 400 } } }}
    >
      <Box data-testid="notification-dropdown" role="dialog" aria-label={translate('app.notifications.latest')}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            {translate('app.notifications.latest')}
          </Typography>
          <Button size="small" startIcon={<DoneAllIcon />} onClick={markAllRead} disabled={state.unread === 0}>
            {MARK_ALL_READ_TEXT}
          </Button>
        </Box>
        <Box sx={{ height: 4 }}>{loading ? <LoadingBar /> : null}</Box>
        <Divider />
        <Box sx={{ maxHeight: 'min(480px, calc(100vh - 160px))', overflowY: 'auto' }}>
          {items.length === 0 && !loading ? (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              {EMPTY_NOTIFICATIONS_TEXT}
            </Typography>
          ) : (
            <List dense disablePadding>
              {items.map((item) => (
                <ListItem
                  key={item._id}
                  disablePadding
                  divider
                  data-testid="notification-dropdown-item"
                  data-unread={item.is_read ? 'false' : 'true'}
                  sx={{ bgcolor: item.is_read ? 'background.paper' : 'action.selected' }}
                  secondaryAction={
                    item.is_read ? null : (
                      <Tooltip title={translate('app.notifications.mark_read')}>
                        <IconButton edge="end" size="small" aria-label={translate('app.notifications.mark_read')} onClick={() => void markRead(item).catch(notifyError)}>
                          <DoneIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemButton onClick={() => openItem(item)} sx={{ pr: 6 }}>
                    <ListItemText
                      primary={item.content}
                      secondary={[item.message, since(item.created_at)].filter(Boolean).join(' · ')}
                      slotProps={{ primary: { fontWeight: item.is_read ? 400 : 600, noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={Link} to="/notifications" onClick={onClose} size="small">
            {translate('app.notifications.see_all')}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}
