import { Card, CardContent, CardHeader, Divider, FormControlLabel, List, ListItem, ListSubheader, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { typeNameShown, type ChannelKey, type SettingsSection } from '../../../contract/notifications';
import { PushPermissionNotice } from './PushPermissionNotice';

export interface NotificationChannelCardProps {
  section: SettingsSection;
  onToggle: (notificationTypeId: number, channel: ChannelKey, enabled: boolean) => void;
  disabled?: boolean;
}

/** One channel of the settings screen: its groups, each with a switch per notification type. */
export function NotificationChannelCard({ section, onToggle, disabled }: NotificationChannelCardProps) {
  const translate = useTranslate();
  return (
      <Card variant="outlined" data-testid={`channel-${section.channel}`}>
        <CardHeader title={section.label} subheader={section.description} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <Divider />
        {section.channel === 'push' && <PushPermissionNotice />}
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          {section.groups.map((group) => (
            <List key={group.notificationTypeGroupId} dense subheader={<ListSubheader disableSticky>{group.name}</ListSubheader>}>
              {group.types.map((type) => {
                const label = translate(`app.notifications.kinds.${type.name}`, { _: typeNameShown(type.name) });
                return (
                <ListItem key={type.notificationTypeId} sx={{ pl: 3 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={type.enabled}
                        slotProps={{ input: { 'aria-label': label } }}
                        disabled={disabled}
                        onChange={(e) => onToggle(type.notificationTypeId, section.channel, e.target.checked)}
                      />
                    }
                    label={
                      <>
                        <Typography variant="body2">{label}</Typography>
                        {type.description && (
                          <Typography variant="caption" color="text.secondary">
                            {type.description}
                          </Typography>
                        )}
                      </>
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        ))}
      </CardContent>
    </Card>
  );
}
