import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { fetchPrincipal } from '../authProvider/principal';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppFooter } from './AppFooter';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { NotificationCountProvider } from './notification-count';
import { PageTitleProvider } from './page-title';
import { OfflineBanner } from './OfflineBanner';
import { PrintStyles } from './PrintStyles';
import { KeyboardShortcuts } from './shortcuts/KeyboardShortcuts';
import { ShortcutActionsProvider } from './shortcuts/ShortcutActions';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { LoadingBar } from '../components/LoadingBar';
import { ChatCallHost } from '../features/chat/ChatCallHost';
import { GlobalSearchProvider } from '../features/search/global-search';
import { prepareScreen } from '../resources/entity-screens';

const DRAWER_WIDTH = 240;
/** The spec's local-storage flag for the side menu on phones. */
export const MOBILE_MENU_KEY = 'isOpenMobile';

/** The phone menu's open state, remembered; `toggle` and `close` keep their identity (the bar and menu are memoised). */
function useMobileMenu(): { open: boolean; toggle: () => void; close: () => void } {
  const [open, setOpen] = useState(() => localStorage.getItem(MOBILE_MENU_KEY) === 'true');
  const set = useCallback((next: (current: boolean) => boolean) => {
    setOpen((current) => {
      const value = next(current);
      localStorage.setItem(MOBILE_MENU_KEY, String(value));
      return value;
    });
  }, []);
  const toggle = useCallback(() => set((current) => !current), [set]);
  const close = useCallback(() => set(() => false), [set]);
  return { open, toggle, close };
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
  const mobileMenu = useMobileMenu();
  const { pathname } = useLocation();
  useSignOutWhenRefused();
  // a navigation from anywhere (links, breadcrumbs, redirects) starts the screen's read before it renders
  useLayoutEffect(() => prepareScreen(pathname), [pathname]);

  return (
    <NotificationCountProvider>
      <PageTitleProvider>
      <GlobalSearchProvider>
      <ShortcutActionsProvider>
        <KeyboardShortcuts />
        <PrintStyles />
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <TopBar onMenu={mobileMenu.toggle} />
          <Drawer
            variant="temporary"
            open={mobileMenu.open}
            onClose={mobileMenu.close}
            ModalProps={{ keepMounted: false }}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            <Toolbar variant="dense" />
            <SideMenu onNavigate={mobileMenu.close} />
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
            <ChatCallHost />
            <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, sm: 3 } }}>
              <AppBreadcrumbs />
              <LayoutErrorBoundary resetKey={pathname}>
                <Suspense fallback={<LoadingBar />}>{children}</Suspense>
              </LayoutErrorBoundary>
            </Box>
            <AppFooter />
          </Box>
        </Box>
      </ShortcutActionsProvider>
      </GlobalSearchProvider>
      </PageTitleProvider>
    </NotificationCountProvider>
  );
}
