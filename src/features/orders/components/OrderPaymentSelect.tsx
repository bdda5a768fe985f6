import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../contract/orders';
import { MenuButton } from '../../../components/MenuButton';
import { entityKeys } from '../../../i18n/useLabels';

export interface OrderPaymentSelectProps {
  value: PaymentMethod;
  disabled?: boolean;
  onChange: (method: PaymentMethod) => void;
}

const buttonSx = { minWidth: 130, maxWidth: 200, justifyContent: 'space-between', textTransform: 'none', fontSize: 14, fontWeight: 400, color: 'text.primary' } as const;

/** The payment method of a row, changed on the spot: a select whose list mounts when it opens. */
export function OrderPaymentSelect({ value, disabled, onChange }: OrderPaymentSelectProps) {
  const translate = useTranslate();
  return (
    <MenuButton
      kind="listbox"
      size="small"
      variant="text"
      disabled={disabled}
      endIcon={<ArrowDropDownIcon />}
      aria-label={translate(entityKeys.field('order', 'paymentMethod'))}
      sx={buttonSx}
      label={PAYMENT_METHOD_LABELS[value]}
      items={(close) =>
        PAYMENT_METHODS.map((m) => (
          <MenuItem
            key={m}
            role="option"
            selected={m === value}
            aria-selected={m === value}
            onClick={() => {
              close();
              if (m !== value) onChange(m);
            }}
          >
            {PAYMENT_METHOD_LABELS[m]}
          </MenuItem>
        ))
      }
    />
  );
}
