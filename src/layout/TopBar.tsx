import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useLogout } from 'react-admin';
import { Link } from 'react-router-dom';
import { BalanceBadge } from './BalanceBadge';
import { NotificationBell } from './NotificationBell';

/** The top bar of the shell: logo, Dashboard, Logout, Settings, balance and the bell. */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const logout = useLogout();
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box component={Link} to="/dashboard" aria-label="Back office home" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, fontSize: 18, mr: 2 }}>
          <Box component="img" src="/logo.svg" alt="Back office" sx={{ height: 28, verticalAlign: 'middle' }} />
        </Box>
        <Button color="inherit" component={Link} to="/dashboard">
          Dashboard
        </Button>
        <Box sx={{ flex: 1 }} />
        <BalanceBadge />
        <NotificationBell />
        <Button color="inherit" component={Link} to="/system/notification/settings">
          Settings
        </Button>
        <Button color="inherit" onClick={() => logout()}>
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
