import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { isDeliveryPagePath } from '../../contract/delivery/routes';
import { titleCase } from '../../contract/fields';
import { titleForPath } from './menu-entries';

/** Breadcrumbs from the screen path; hidden on the delivery map screens. */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  if (isDeliveryPagePath(pathname)) return null;
  const parts = pathname.split('/').filter(Boolean);
  // only known screens are links; "update" is folded into the record's crumb
  const crumbs = parts
    .map((part, i) => {
      const to = '/' + parts.slice(0, i + 1).join('/');
      const known = titleForPath(to);
      // a segment no screen names (a record id, a sub-path) is shown as it is, title-cased
      const label =
        parts[i - 1] === 'update'
          ? translate('app.breadcrumb.update', { id: decodeURIComponent(part) })
          : known
            ? translate(known.label, known.labelArgs)
            : titleCase(decodeURIComponent(part));
      return { to, label, link: !!known, skip: part === 'update' };
    })
    .filter((c) => !c.skip && c.to !== '/dashboard');
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
