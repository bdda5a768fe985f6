import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import MenuItem from '@mui/material/MenuItem';
import type { CSSProperties } from 'react';
import { STATUS_COLOURS, statusChoices, type OrderStatus } from '../../../../contract/orders';
import type { Permission } from '../../../../contract/permissions';
import { MenuButton } from '../../../components/MenuButton';

export interface OrderStatusMenuProps {
  status: OrderStatus;
  permissions: readonly Permission[];
  disabled?: boolean;
  onPick: (status: OrderStatus) => void;
}

// one style for every status: the colour comes in through a CSS variable, so rows share one class
// white on every status colour in both themes (OrderStatusMenu.test.ts measures each at 4.5:1)
const buttonSx = {
  bgcolor: 'var(--status-colour)',
  color: '#fff',
  '&:hover': { bgcolor: 'var(--status-colour)', filter: 'brightness(0.9)' },
  textTransform: 'none',
  whiteSpace: 'nowrap',
} as const;

/** The current status as a coloured button; the menu offers the statuses the choice rule allows. */
export function OrderStatusMenu({ status, permissions, disabled, onPick }: OrderStatusMenuProps) {
  return (
    <MenuButton
      size="small"
      variant="contained"
      disableElevation
      disabled={disabled}
      endIcon={<ArrowDropDownIcon />}
      data-testid="order-status-button"
      style={{ '--status-colour': STATUS_COLOURS[status] ?? '#757575' } as CSSProperties}
      sx={buttonSx}
      label={status}
      items={(close) =>
        statusChoices(status, permissions).map((choice) => (
          <MenuItem
            key={choice}
            selected={choice === status}
            onClick={() => {
              close();
              if (choice !== status) onPick(choice);
            }}
          >
            <span style={{ width: 10, height: 10, borderRadius: 5, background: STATUS_COLOURS[choice], marginRight: 8 }} />
            {choice}
          </MenuItem>
        ))
      }
    />
  );
}
