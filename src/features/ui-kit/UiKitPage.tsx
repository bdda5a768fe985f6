import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadingBar } from '../../components/LoadingBar';
import { UI_KIT_PAGES, uiKitPath, type UiKitPageName } from './ui-kit-pages';

const SECTIONS: Record<UiKitPageName, LazyExoticComponent<ComponentType>> = {
  theme: lazy(() => import('./ThemeKit').then((m) => ({ default: m.ThemeKit }))),
  base: lazy(() => import('./BaseKit').then((m) => ({ default: m.BaseKit }))),
  buttons: lazy(() => import('./ButtonsKit').then((m) => ({ default: m.ButtonsKit }))),
  icons: lazy(() => import('./IconsKit').then((m) => ({ default: m.IconsKit }))),
  notifications: lazy(() => import('./NotificationsKit').then((m) => ({ default: m.NotificationsKit }))),
  widgets: lazy(() => import('./WidgetsKit').then((m) => ({ default: m.WidgetsKit }))),
  charts: lazy(() => import('./ChartsKit').then((m) => ({ default: m.ChartsKit }))),
};

/** /system/ui_kit opens its first screen. */
export const UiKitHome = () => <Navigate to={uiKitPath(UI_KIT_PAGES[0])} replace />;

/** One screen of the UI kit, with tabs to the others: the console's real pieces, not pictures of them. */
export function UiKitPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const page = UI_KIT_PAGES.find((p) => pathname.endsWith(`/${p}`)) ?? UI_KIT_PAGES[0];
  const Section = SECTIONS[page];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pb: 3 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.ui_kit.title', { page: translate(`app.ui_kit.pages.${page}`) })}
        </Typography>
        <Typography color="text.secondary">{translate('app.ui_kit.intro')}</Typography>
      </Box>
      <Tabs value={page} variant="scrollable" allowScrollButtonsMobile aria-label={translate('app.ui_kit.menu')}>
        {UI_KIT_PAGES.map((p) => (
          <Tab key={p} value={p} label={translate(`app.ui_kit.pages.${p}`)} component={Link} to={uiKitPath(p)} />
        ))}
      </Tabs>
      <Suspense fallback={<LoadingBar />}>
        <Section />
      </Suspense>
    </Box>
  );
}
