import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { isListColumn, visibleColumns } from '../../../contract/list-views';
import { useListPreferences } from './useListPreferences';

export interface ListColumnsMenuProps {
  decl: EntityDeclaration;
  /** every column of the list, in order, with its header */
  columns: readonly { key: string; label: string }[];
}

/**
 * The list's "Columns" button: a check per column the user may hide (the id and the declaration's
 * fields), at least one left shown; the choice is kept on the server per user (useListPreferences).
 */
export function ListColumnsMenu({ decl, columns }: ListColumnsMenuProps) {
  const translate = useTranslate();
  const { preferences, save } = useListPreferences(decl.name);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ids = { button: useId(), menu: useId() };
  const choosable = columns.filter((c) => isListColumn(decl, c.key));
  if (choosable.length < 2) return null;
  const shown = new Set(visibleColumns(choosable, preferences.columns, () => true).map((c) => c.key));

  const toggle = (key: string) => {
    const next = choosable.filter((c) => (c.key === key ? !shown.has(key) : shown.has(c.key))).map((c) => c.key);
    // every column shown is no choice at all: the list's own columns, including any it adds later
    void save({ ...preferences, columns: next.length === choosable.length ? null : next });
  };

  return (
    <>
      <Button
        id={ids.button}
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? ids.menu : undefined}
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.list.columns')}
      </Button>
      <Menu id={ids.menu} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.list.columns_menu') } }}>
        {choosable.map((c) => {
          const on = shown.has(c.key);
          return (
            <MenuItem key={c.key} role="menuitemcheckbox" aria-checked={on ? 'true' : 'false'} disabled={on && shown.size === 1} onClick={() => toggle(c.key)}>
              <ListItemIcon>{on ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{c.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
