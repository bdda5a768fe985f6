import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { memo } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { call } from '../../contract/entities/call/call';
import { BALANCE_PERMISSION } from '../../contract/permissions';
import { useCan } from '../authProvider/useCan';
import { SoftphoneButton } from '../features/call/softphone/SoftphoneButton';
import { GlobalSearchButton } from '../features/search/GlobalSearchButton';
import { ThemeToggle } from '../theme/ThemeToggle';
import { BalanceBadge } from './BalanceBadge';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';

/** Texts of the bar collapse to their icons on phones; the accessible names stay. */
const wide = { display: { xs: 'none', sm: 'inline' } } as const;
const compact = { minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } } as const;

/** The top bar of the shell: logo, Dashboard, Logout, Settings, balance, the phone, the bell and the theme. */
/** The app bar; memoised, so a navigation does not render it again. */
export const TopBar = memo(function TopBar({ onMenu }: { onMenu: () => void }) {
  const logout = useLogout();
  const translate = useTranslate();
  const { can } = useCan();
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      {/* on a phone, ten controls share 400 px: narrower gutters and buttons keep the last one on screen */}
      <Toolbar variant="dense" sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 1, sm: 3 }, '& .MuiIconButton-root, & .MuiButton-root': { px: { xs: 0.75 } } }}>
        <IconButton color="inherit" edge="start" aria-label={translate('app.menu.open')} onClick={onMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box component={Link} to="/dashboard" aria-label={translate('app.home')} sx={{ display: 'block', overflow: 'hidden', width: { xs: 28, sm: 132 }, mr: { xs: 0, sm: 2 }, flexShrink: 0 }}>
          <Box component="img" src="/logo.svg" alt={translate('app.name')} sx={{ height: 28, width: 132, display: 'block' }} />
        </Box>
        <Button color="inherit" component={Link} to="/dashboard" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {translate('app.topbar.dashboard')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <GlobalSearchButton />
        {can(BALANCE_PERMISSION, 'access') && <BalanceBadge />}
        {can(call.permission, 'access') && <SoftphoneButton />}
        <NotificationBell />
        <ThemeToggle />
        <LanguageMenu />
        <Button color="inherit" component={Link} to="/system/notification/settings" aria-label={translate('app.topbar.settings')} startIcon={<SettingsIcon />} sx={compact}>
          <Box component="span" sx={wide}>
            {translate('app.topbar.settings')}
          </Box>
        </Button>
        <Button color="inherit" onClick={() => logout()} aria-label={translate('app.topbar.logout')} startIcon={<LogoutIcon />} sx={compact}>
          <Box component="span" sx={wide}>
            {translate('app.topbar.logout')}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
});
