import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ACCOUNT_ROUTES } from '../../contract/accounts/api';

/** The sections of the signed-in user's Settings (the top bar's Settings opens the first). */
export const SETTINGS_SECTIONS = [
  { key: 'notifications', path: '/system/notification/settings', label: 'app.security.settings.notifications' },
  { key: 'security', path: ACCOUNT_ROUTES.security, label: 'app.security.settings.security' },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['key'];

/** The tabs above each Settings section, one link per section. */
export function SettingsTabs({ current }: { current: SettingsSection }) {
  const translate = useTranslate();
  return (
    <Tabs value={current} aria-label={translate('app.security.settings.tabs')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {SETTINGS_SECTIONS.map((s) => (
        <Tab key={s.key} value={s.key} label={translate(s.label)} component={Link} to={s.path} />
      ))}
    </Tabs>
  );
}
