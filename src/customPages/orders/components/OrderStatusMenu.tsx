import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { STATUS_COLOURS, statusChoices, type OrderStatus } from '../../../../contract/orders';
import type { Permission } from '../../../../contract/permissions';

export interface OrderStatusMenuProps {
  status: OrderStatus;
  permissions: readonly Permission[];
  disabled?: boolean;
  onPick: (status: OrderStatus) => void;
}

/** The current status as a coloured button; the menu offers the statuses the choice rule allows. */
export function OrderStatusMenu({ status, permissions, disabled, onPick }: OrderStatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const colour = STATUS_COLOURS[status] ?? '#757575';
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disableElevation
        disabled={disabled}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="order-status-button"
        sx={{ bgcolor: colour, '&:hover': { bgcolor: colour, filter: 'brightness(0.9)' }, textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {status}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {statusChoices(status, permissions).map((choice) => (
          <MenuItem
            key={choice}
            selected={choice === status}
            onClick={() => {
              setAnchor(null);
              if (choice !== status) onPick(choice);
            }}
          >
            <span style={{ width: 10, height: 10, borderRadius: 5, background: STATUS_COLOURS[choice], marginRight: 8 }} />
            {choice}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
