import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useMemo } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useCan } from '../authProvider/useCan';
import { preloadScreens, prepareScreen } from '../resources/entity-screens';
import { mayOpen } from '../authProvider/may-open';
import { groupedMenu, menuEntries } from './menu-entries';

/**
 * The sidebar: the user's group with the username badge, then the menu groups the user may open.
 * Memoised: a navigation re-renders it for the selected entry only, not with the whole shell.
 */
export const SideMenu = memo(function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { can } = useCan();
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const groups = useMemo(() => groupedMenu(menuEntries().filter((e) => mayOpen(can, e.resource, e.needs))), [can]);
  // once the console is idle, the code of the screens the menu offers loads (as links in view are
  // prefetched): a press then waits only for the screen's data
  useEffect(() => {
    const paths = groups.flatMap((g) => g.entries.map((e) => e.to));
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => preloadScreens(paths));
    return () => cancel(handle);
  }, [groups]);

  return (
    <Box component="nav" aria-label={translate('app.menu.label')} sx={{ width: 240, overflowY: 'auto', height: '100%' }}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }} data-testid="sidebar-identity">
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="group-name">
          {(identity?.groupName as string | undefined) ?? '\u00a0'}
        </Typography>
        {identity?.username ? <Chip size="small" color="primary" label={identity.username as string} data-testid="username-badge" /> : null}
      </Box>
      {groups.map(({ group, entries }) => (
        <List
          key={group}
          dense
          aria-label={translate(`app.menu.groups.${group}`)}
          subheader={
            <ListSubheader disableSticky sx={{ lineHeight: '32px', textTransform: 'uppercase', fontSize: 12 }}>
              {translate(`app.menu.groups.${group}`)}
            </ListSubheader>
          }
        >
          {entries.map((e) => {
            const selected = pathname === e.to || pathname.startsWith(e.to + '/');
            return (
              <ListItem key={e.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={e.to}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={onNavigate}
                  onPointerDown={() => prepareScreen(e.to)}
                >
                  <ListItemText primary={translate(e.label, e.labelArgs)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
});
