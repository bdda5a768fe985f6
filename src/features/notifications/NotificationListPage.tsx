import { useEffect, useRef } from 'react';
import { Box, Button, List, Paper, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  EMPTY_NOTIFICATIONS_TEXT,
  MARK_ALL_READ_TEXT,
  notificationLink,
  type NotificationItem,
} from '../../../contract/notifications';
import { NotificationListItem } from './NotificationListItem';
import { useNotificationList } from './useNotificationList';
import { LoadingBar } from '../../components/LoadingBar';

/** The signed-in user's notifications, newest first, 10 at a time. */
export function NotificationListPage() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const { state, loading, loadMoreIfNear, markRead, remove, markAllRead } = useNotificationList();
  const scroller = useRef<HTMLDivElement>(null);

  // a page that does not fill the box leaves nothing to scroll: load on until it does
  useEffect(() => {
    if (!loading) loadMoreIfNear(scroller.current);
  }, [loading, state.items.length, loadMoreIfNear]);

  const open = async (item: NotificationItem) => {
    await markRead(item).catch(() => undefined);
    navigate(notificationLink(item.type, item.data));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">
          {translate('app.notifications.title')}
        </Typography>
        <Button startIcon={<DoneAllIcon />} onClick={markAllRead} disabled={state.unread === 0}>
          {MARK_ALL_READ_TEXT}
        </Button>
      </Stack>
      <Paper variant="outlined">
        {loading && <LoadingBar />}
        <Box
          ref={scroller}
          data-testid="notification-list"
          onScroll={(e) => loadMoreIfNear(e.currentTarget)}
          sx={{ maxHeight: 'calc(100vh - 240px)', minHeight: 120, overflowY: 'auto' }}
        >
          {state.items.length === 0 && !loading ? (
            <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
              {EMPTY_NOTIFICATIONS_TEXT}
            </Typography>
          ) : (
            <List disablePadding>
              {state.items.map((item) => (
                <NotificationListItem key={item._id} item={item} onOpen={open} onDelete={remove} />
              ))}
            </List>
          )}
        </Box>
      </Paper>
    </Stack>
  );
}
