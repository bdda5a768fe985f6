import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { isDeliveryPagePath } from '../../contract/delivery/routes';
import { breadcrumbTrail } from './breadcrumb-trail';
import { useOwnPageTitle } from './page-title';

/** Breadcrumbs of the screen: its area, its list and itself (breadcrumb-trail.ts); hidden on the delivery map screens. */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const ownTitle = useOwnPageTitle();
  if (isDeliveryPagePath(pathname)) return null;
  const crumbs = breadcrumbTrail(pathname, translate, ownTitle);
  return (
    <Breadcrumbs aria-label={translate('app.breadcrumb.label')} sx={{ mb: 1.5, fontSize: 14 }}>
      <MuiLink component={Link} to="/dashboard" underline="hover" color="inherit">
        {translate('app.page.dashboard')}
      </MuiLink>
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 || !c.link ? (
          <Typography key={c.to} color={i === crumbs.length - 1 ? "text.primary" : "text.secondary"} sx={{ fontSize: 14 }}>
            {c.label}
          </Typography>
        ) : (
          <MuiLink key={c.to} component={Link} to={c.to} underline="hover" color="inherit">
            {c.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}
