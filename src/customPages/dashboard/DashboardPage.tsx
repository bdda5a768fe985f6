import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../../authProvider/useCan';
import { menuEntries } from '../../layout/menu-entries';

/** The landing page: a welcome and shortcuts to the screens the user may open. */
export function DashboardPage() {
  const { identity } = useGetIdentity();
  const { can } = useCan();
  const translate = useTranslate();
  const entries = menuEntries().filter((e) => can(e.resource, 'list'));
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {translate('app.page.dashboard')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {identity?.username ? translate('app.dashboard.welcome_user', { username: identity.username as string }) : translate('app.dashboard.welcome')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {entries.map((e) => (
          <Card key={e.to} variant="outlined">
            <CardActionArea component={Link} to={e.to}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {translate(`app.menu.groups.${e.group}`)}
                </Typography>
                <Typography variant="h6">{translate(e.label, e.labelArgs)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
