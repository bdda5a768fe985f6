import { Suspense, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, CustomRoutes, type DashboardComponent, Resource, ResourceContextProvider } from 'react-admin';
import { HashRouter, Route } from 'react-router-dom';
import { entityList } from '../contract/entities';
import { authProvider } from './authProvider/authProvider';
import { LoginPage } from './authProvider/LoginPage';
import { privateRoutes, publicRoutes } from './features';
import { dataProvider } from './dataProvider/dataProvider';
import { i18nProvider } from './i18nProvider';
import { AppError } from './layout/AppError';
import { AppLoading } from './layout/AppLoading';
import { LazyLayout } from './layout/LazyLayout';
import { CatchAll } from './layout/CatchAll';
import { StackedNotifications } from './layout/StackedNotifications';
import { entityScreens } from './resources/entity-screens';
import { RequireAccess } from './resources/RequireAccess';
import { darkTheme, lightTheme } from './theme/themes';
import { ResourceRedirect } from './resources/ResourceRedirect';
import { store } from './store';


const dashboard = privateRoutes.find((r) => r.path === '/dashboard')?.element as DashboardComponent;

const page = (Element: ComponentType) => (
  <Suspense fallback={null}>
    <Element />
  </Suspense>
);

export function App() {
  return (
    // react-admin's <Admin> without its default pages, so that only what is used is loaded
    // Navigations commit at once (no React transition): otherwise a signed-out visit keeps being
    // interrupted by react-admin's sign-out re-checks and loops on /login for seconds.
    <HashRouter useTransitions={false}>
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={LazyLayout}
          loginPage={LoginPage}
          catchAll={CatchAll}
          dashboard={dashboard}
          loading={AppLoading}
          error={AppError}
          requireAuth
          disableTelemetry
          title="app.name"
        >
          {entityList.map((d) => (
            <Resource key={d.name} name={d.name} recordRepresentation={d.recordRepresentation} list={ResourceRedirect} />
          ))}
          <CustomRoutes noLayout>
            {publicRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={page(r.element)} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            {privateRoutes.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={r.permission ? <RequireAccess resource={r.permission} action="list" needs={r.needs}>{page(r.element)}</RequireAccess> : page(r.element)}
              />
            ))}
            {entityScreens.map((s) => (
              <Route
                key={s.path}
                path={s.path}
                element={
                  <ResourceContextProvider value={s.decl.name}>
                    <RequireAccess resource={s.decl.name} action={s.action}>
                      <s.element />
                    </RequireAccess>
                  </ResourceContextProvider>
                }
              />
            ))}
          </CustomRoutes>
        </CoreAdminUI>
        <StackedNotifications />
      </CssBaseline>
    </AdminContext>
    </HashRouter>
  );
}
