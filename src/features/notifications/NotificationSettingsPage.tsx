import { useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { messages } from '../../../contract/messages';
import { NOTIFICATION_PATHS, settingsSections, type ChannelKey, type UserSettings } from '../../../contract/notifications';
import { useNotifyApiError, useNotifyQueryError } from '../../dataProvider/hooks';
import { notificationApi, type NotificationSettingsBody } from './notifications-api';
import { NotificationChannelCard } from './NotificationChannelCard';
import { LoadingBar } from '../../components/LoadingBar';
import { SettingsTabs } from '../../components/SettingsTabs';

const SETTINGS_KEY = ['notification', NOTIFICATION_PATHS.settings];

/** /system/notification/settings: the signed-in user's choices per channel; each switch saves at once. */
export function NotificationSettingsPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const queryClient = useQueryClient();
  const { data: body, error } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => notificationApi.settings(),
    retry: false,
  });
  useNotifyQueryError(error);

  // a switch shows its new state at once; the server's answer replaces it, a refusal puts the old one back
  const save = useMutation({
    mutationFn: (settings: UserSettings) => notificationApi.saveSettings(settings),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const before = queryClient.getQueryData<NotificationSettingsBody>(SETTINGS_KEY);
      if (before) queryClient.setQueryData<NotificationSettingsBody>(SETTINGS_KEY, { ...before, settings });
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(SETTINGS_KEY, answer);
      notify(messages.updated, { type: 'success' });
    },
    onError: (e, _settings, context) => {
      if (context?.before) queryClient.setQueryData(SETTINGS_KEY, context.before);
      notifyError(e);
    },
  });

  const sections = useMemo(() => (body ? settingsSections(body.groups, body.types, body.settings) : []), [body]);

  const toggle = (typeId: number, channel: ChannelKey, enabled: boolean) => {
    if (!body) return;
    const key = String(typeId);
    save.mutate({ ...body.settings, [key]: { ...body.settings[key], [channel]: enabled } });
  };

  return (
    <Stack spacing={2}>
      <SettingsTabs current="notifications" />
      <Typography variant="h5" component="h1">
        {translate('app.notifications.settings_title')}
      </Typography>
      {!body && <LoadingBar />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' }, alignItems: 'start' }}>
        {sections.map((section) => (
          <NotificationChannelCard key={section.channel} section={section} onToggle={toggle} disabled={save.isPending} />
        ))}
      </Box>
    </Stack>
  );
}
