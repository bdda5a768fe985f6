import { IconButton, ListItem, ListItemButton, ListItemText, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { NotificationItem } from '../../../contract/notifications';
import { useTimeSince } from '../../i18n/useTimeSince';
import { useTranslate } from 'react-admin';

export interface NotificationListItemProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onDelete: (item: NotificationItem) => void;
}

/** One notification: unread ones on grey; a click opens it, the bin deletes it. */
export function NotificationListItem({ item, onOpen, onDelete }: NotificationListItemProps) {
  const unread = !item.is_read;
  const translate = useTranslate();
  const since = useTimeSince();
  return (
    <ListItem
      disablePadding
      divider
      data-testid="notification-item"
      data-unread={unread ? 'true' : 'false'}
      sx={{ bgcolor: unread ? 'action.selected' : 'background.paper' }}
      secondaryAction={
        <Tooltip title={translate('app.action.delete')}>
          <IconButton edge="end" aria-label={translate('app.action.delete')} onClick={() => onDelete(item)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemButton onClick={() => onOpen(item)} sx={{ pr: 8 }}>
        <ListItemText
          primary={item.content}
          secondary={[item.message, item.sender?.username, since(item.created_at)].filter(Boolean).join(' · ')}
          slotProps={{ primary: { fontWeight: unread ? 600 : 400 } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
