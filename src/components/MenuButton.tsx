import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useState, type ReactNode } from 'react';

export interface MenuButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** what the button shows */
  label: ReactNode;
  /** called when the menu opens (e.g. to load its options) */
  onOpen?: () => void;
  /** the menu's items; `close` closes the menu */
  items: (close: () => void) => ReactNode;
  /** 'listbox' makes the button a combobox whose items are options (a select's semantics) */
  kind?: 'menu' | 'listbox';
  menuMaxHeight?: number;
}

/**
 * A button opening a menu. The menu's tree (popover, backdrop, items) is mounted only while it is
 * open, so a table with a picker in every row mounts plain buttons.
 */
export function MenuButton({ label, onOpen, items, kind = 'menu', menuMaxHeight, ...button }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const listbox = kind === 'listbox';
  return (
    <>
      <Button
        {...button}
        role={listbox ? 'combobox' : undefined}
        aria-haspopup={listbox ? 'listbox' : 'menu'}
        aria-expanded={!!anchor}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          onOpen?.();
        }}
      >
        {label}
      </Button>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={close}
          slotProps={{ list: listbox ? { role: 'listbox' } : undefined, paper: menuMaxHeight ? { sx: { maxHeight: menuMaxHeight } } : undefined }}
        >
          {items(close)}
        </Menu>
      )}
    </>
  );
}
