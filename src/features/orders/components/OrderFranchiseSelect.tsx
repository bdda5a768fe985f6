import StoreIcon from '@mui/icons-material/Storefront';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuButton } from '../../../components/MenuButton';
import { useOrdersApi, type NamedItem } from '../orders-api';

/** Franchises load 1000 at once (spec, first document, section 9). */
const FRANCHISE_PAGE = 1000;

export interface OrderFranchiseSelectProps {
  franchise: { franchiseId: number; name: string } | null;
  disabled?: boolean;
  onChange: (franchise: NamedItem) => void;
}

const buttonSx = { textTransform: 'none' } as const;

/** The order's franchise as a button; the menu lists the franchises to move the order to, loaded when it first opens. */
export function OrderFranchiseSelect({ franchise, disabled, onChange }: OrderFranchiseSelectProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  const [options, setOptions] = useState<NamedItem[] | null>(null);
  return (
    <MenuButton
      size="small"
      variant="text"
      startIcon={<StoreIcon fontSize="small" />}
      disabled={disabled}
      data-testid="order-franchise-button"
      sx={buttonSx}
      menuMaxHeight={320}
      label={franchise?.name ?? translate('app.order.franchise.none')}
      onOpen={() => {
        if (!options) void api.lookup('franchise', 1, FRANCHISE_PAGE).then((r) => setOptions(r.data)).catch(() => setOptions([]));
      }}
      items={(close) => [
        options === null && (
          <MenuItem key="loading" disabled>
            {translate('app.order.franchise.loading')}
          </MenuItem>
        ),
        options?.length === 0 && (
          <MenuItem key="empty" disabled>
            {translate('app.order.franchise.empty')}
          </MenuItem>
        ),
        ...(options ?? []).map((f) => (
          <MenuItem
            key={f.id}
            selected={f.id === franchise?.franchiseId}
            onClick={() => {
              close();
              if (f.id !== franchise?.franchiseId) onChange(f);
            }}
          >
            {f.name}
          </MenuItem>
        )),
      ]}
    />
  );
}
