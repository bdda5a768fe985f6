import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../contract/orders';
import { entityKeys } from '../../../i18n/useLabels';

export interface OrderPaymentSelectProps {
  value: PaymentMethod;
  disabled?: boolean;
  onChange: (method: PaymentMethod) => void;
}

/** The payment method of a row, changed on the spot. */
export function OrderPaymentSelect({ value, disabled, onChange }: OrderPaymentSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as PaymentMethod)}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': translate(entityKeys.field('order', 'paymentMethod')) } as React.HTMLAttributes<HTMLDivElement> } }}
      sx={{ minWidth: 130, maxWidth: 200, '& .MuiSelect-select': { fontSize: 14 } }}
    >
      {PAYMENT_METHODS.map((m) => (
        <MenuItem key={m} value={m}>
          {PAYMENT_METHOD_LABELS[m]}
        </MenuItem>
      ))}
    </TextField>
  );
}
