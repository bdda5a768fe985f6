import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { fetchPrincipal } from '../authProvider/principal';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppFooter } from './AppFooter';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { NotificationCountProvider } from './notification-count';
import { OfflineBanner } from './OfflineBanner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { LoadingBar } from '../components/LoadingBar';

const DRAWER_WIDTH = 240;
/** The spec's local-storage flag for the side menu on phones. */
export const MOBILE_MENU_KEY = 'isOpenMobile';

function useMobileMenu(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(MOBILE_MENU_KEY) === 'true');
  const set = (next: boolean) => {
    localStorage.setItem(MOBILE_MENU_KEY, String(next));
    setOpen(next);
  };
  return [open, set];
}

/** A refused permissions call means the session is over: sign out to /login. */
function useSignOutWhenRefused() {
  const logout = useLogout();
  useEffect(() => {
    fetchPrincipal().catch((error: { status?: number }) => {
      if (error?.status === 401 || error?.status === 403) void logout();
    });
  }, [logout]);
}

/** The signed-in shell of the spec (first document, section 2). */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useMobileMenu();
  const { pathname } = useLocation();
  useSignOutWhenRefused();

  return (
    <NotificationCountProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
        <TopBar onMenu={() => setMobileOpen(!mobileOpen)} />
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar variant="dense" />
          <SideMenu onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          open
        >
          <Toolbar variant="dense" />
          <SideMenu />
        </Drawer>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar variant="dense" />
          <OfflineBanner />
          <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, sm: 3 } }}>
            <AppBreadcrumbs />
            <LayoutErrorBoundary resetKey={pathname}>
              <Suspense fallback={<LoadingBar />}>{children}</Suspense>
            </LayoutErrorBoundary>
          </Box>
          <AppFooter />
        </Box>
      </Box>
    </NotificationCountProvider>
  );
}
