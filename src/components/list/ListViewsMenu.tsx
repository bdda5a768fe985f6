import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { LIST_VIEW_LIMITS, withView, type SavedListView } from '../../../contract/list-views';
import type { ListSort } from './list-url';
import { useListPreferences } from './useListPreferences';

export interface ListViewsMenuProps {
  decl: EntityDeclaration;
  /** the list's filter values now, saved with a view */
  filters: Record<string, unknown>;
  sort: ListSort;
  onApply: (view: SavedListView) => void;
}

/** Filter values worth keeping: empty ones are left out, as the list's URL leaves them out. */
const keptFilter = (filters: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)));

/**
 * The list's "Views" button: the user's saved views of this list (picking one applies its filters and
 * sort), saving the current filters and sort under a name, and deleting views. Kept on the server
 * per user (useListPreferences), so they follow the user to any browser.
 */
export function ListViewsMenu({ decl, filters, sort, onApply }: ListViewsMenuProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { preferences, save, saving } = useListPreferences(decl.name);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const [name, setName] = useState('');
  const ids = { button: useId(), menu: useId(), save: useId(), manage: useId() };
  const { views } = preferences;

  const open = (which: 'save' | 'manage') => {
    setAnchor(null);
    setName('');
    setDialog(which);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const view: SavedListView = { name: name.trim(), filter: keptFilter(filters), sort };
    if (await save({ ...preferences, views: withView(views, view) })) {
      setDialog(null);
      notify('app.list.view_saved', { type: 'success', messageArgs: { name: view.name } });
    }
  };
  const remove = async (view: SavedListView) => {
    if (await save({ ...preferences, views: views.filter((v) => v !== view) })) notify('app.list.view_deleted', { type: 'info', messageArgs: { name: view.name } });
  };

  return (
    <>
      <Button
        id={ids.button}
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? ids.menu : undefined}
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.list.views')}
      </Button>
      <Menu id={ids.menu} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.list.views_menu') } }}>
        {views.map((view) => (
          <MenuItem
            key={view.name}
            onClick={() => {
              setAnchor(null);
              onApply(view);
            }}
          >
            {view.name}
          </MenuItem>
        ))}
        {views.length ? null : <MenuItem disabled>{translate('app.list.no_views')}</MenuItem>}
        <Divider />
        <MenuItem onClick={() => open('save')}>{translate('app.list.save_view')}</MenuItem>
        {views.length ? <MenuItem onClick={() => open('manage')}>{translate('app.list.manage_views')}</MenuItem> : null}
      </Menu>
      <Dialog open={dialog === 'save'} onClose={() => setDialog(null)} aria-labelledby={ids.save} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle id={ids.save}>{translate('app.list.save_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText variant="body2" sx={{ mb: 2 }}>
              {translate('app.list.save_help')}
            </DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              label={translate('app.list.view_name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: LIST_VIEW_LIMITS.nameMax } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>{translate('app.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving || !name.trim()}>
              {translate('app.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Dialog open={dialog === 'manage'} onClose={() => setDialog(null)} aria-labelledby={ids.manage} fullWidth maxWidth="xs">
        <DialogTitle id={ids.manage}>{translate('app.list.manage_title')}</DialogTitle>
        <DialogContent>
          <List dense>
            {views.map((view) => (
              <ListItem
                key={view.name}
                secondaryAction={
                  <IconButton edge="end" disabled={saving} aria-label={translate('app.list.delete_view', { name: view.name })} onClick={() => remove(view)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={view.name} />
              </ListItem>
            ))}
            {views.length ? null : (
              <ListItem>
                <ListItemText secondary={translate('app.list.no_views')} />
              </ListItem>
            )}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate('app.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
