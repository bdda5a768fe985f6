import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../../authProvider/useCan';
import { menuEntries } from '../../layout/menu-entries';

/** Shortcuts to the screens the user may open (the landing page's cards, below the charts). */
export function DashboardShortcuts() {
  const { can } = useCan();
  const translate = useTranslate();
  const entries = menuEntries().filter((e) => can(e.resource, 'list'));
  if (!entries.length) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-shortcuts">
      <Typography id="dashboard-shortcuts" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('app.dashboard.shortcuts')}
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
