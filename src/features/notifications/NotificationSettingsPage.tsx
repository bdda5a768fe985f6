import { useEffect, useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { messages } from '../../../contract/messages';
import { settingsSections, type ChannelKey } from '../../../contract/notifications';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { notificationApi, type NotificationSettingsBody } from './notifications-api';
import { NotificationChannelCard } from './NotificationChannelCard';
import { LoadingBar } from '../../components/LoadingBar';
import { SettingsTabs } from '../../components/SettingsTabs';

/** /system/notification/settings: the signed-in user's choices per channel; each switch saves at once. */
export function NotificationSettingsPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const [body, setBody] = useState<NotificationSettingsBody>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    notificationApi.settings().then(setBody, notifyError);
  }, [notifyError]);

  const sections = useMemo(() => (body ? settingsSections(body.groups, body.types, body.settings) : []), [body]);

  const toggle = async (typeId: number, channel: ChannelKey, enabled: boolean) => {
    if (!body) return;
    const key = String(typeId);
    const settings = { ...body.settings, [key]: { ...body.settings[key], [channel]: enabled } };
    setBody({ ...body, settings });
    setSaving(true);
    try {
      setBody(await notificationApi.saveSettings(settings));
      notify(messages.updated, { type: 'success' });
    } catch (error) {
      setBody(body);
      notifyError(error);
    } finally {
      setSaving(false);
    }
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
          <NotificationChannelCard key={section.channel} section={section} onToggle={toggle} disabled={saving} />
        ))}
      </Box>
    </Stack>
  );
}
