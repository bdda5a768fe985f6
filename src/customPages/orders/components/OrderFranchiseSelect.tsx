import StoreIcon from '@mui/icons-material/Storefront';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOrdersApi, type NamedItem } from '../orders-api';

/** Franchises load 1000 at once (spec, first document, section 9). */
const FRANCHISE_PAGE = 1000;

export interface OrderFranchiseSelectProps {
  franchise: { franchiseId: number; name: string } | null;
  disabled?: boolean;
  onChange: (franchise: NamedItem) => void;
}

/** The order's franchise as a button; the menu lists the franchises to move the order to. */
export function OrderFranchiseSelect({ franchise, disabled, onChange }: OrderFranchiseSelectProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [options, setOptions] = useState<NamedItem[] | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<StoreIcon fontSize="small" />}
        disabled={disabled}
        data-testid="order-franchise-button"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          if (!options) void api.lookup('franchise', 1, FRANCHISE_PAGE).then((r) => setOptions(r.data)).catch(() => setOptions([]));
        }}
        sx={{ textTransform: 'none' }}
      >
        {franchise?.name ?? translate('app.order.franchise.none')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 320 } } }}>
        {options === null && <MenuItem disabled>{translate('app.order.franchise.loading')}</MenuItem>}
        {options?.length === 0 && <MenuItem disabled>{translate('app.order.franchise.empty')}</MenuItem>}
        {options?.map((f) => (
          <MenuItem
            key={f.id}
            selected={f.id === franchise?.franchiseId}
            onClick={() => {
              setAnchor(null);
              if (f.id !== franchise?.franchiseId) onChange(f);
            }}
          >
            {f.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
