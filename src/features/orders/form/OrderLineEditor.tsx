import DeleteIcon from '@mui/icons-material/Delete';
import { Checkbox, FormControlLabel, FormGroup, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { money, productPrice, type ProductOption } from '../../../../contract/orders';
import { LookupSelect } from '../../../components/inputs/LookupSelect';
import { useFieldLabel } from '../../../i18n/useLabels';
import type { OrderLineValues } from './order-form-values';

export interface OrderLineEditorProps {
  line: OrderLineValues;
  quantityError?: string;
  onProduct: (productId: number | null) => void;
  onChange: (line: OrderLineValues) => void;
  onRemove: () => void;
}

function OptionInput({ po, line, onChange }: { po: ProductOption; line: OrderLineValues; onChange: (line: OrderLineValues) => void }) {
  const translate = useTranslate();
  const id = po.option.optionId;
  const chosen = line.options[id];
  const label = `${po.option.name ?? translate('app.order.form.option', { id })}${po.required ? ' *' : ''}`;
  const valueText = (v: ProductOption['values'][number]) =>
    `${v.name ?? v.optionValueId}${v.price ? ` (${v.pricePrefix ?? ''}$${money(v.price)})` : ''}`;
  if (po.option.type === 'checkbox') {
    const list = Array.isArray(chosen) ? chosen : chosen === undefined ? [] : [chosen];
    return (
      <FormGroup row aria-label={label}>
        <Typography variant="body2" sx={{ mr: 1, alignSelf: 'center' }}>
          {label}
        </Typography>
        {po.values.map((v) => (
          <FormControlLabel
            key={v.optionValueId}
            label={valueText(v)}
            control={
              <Checkbox
                size="small"
                checked={list.includes(v.optionValueId)}
                onChange={(e) =>
                  onChange({
                    ...line,
                    options: { ...line.options, [id]: e.target.checked ? [...list, v.optionValueId] : list.filter((x) => x !== v.optionValueId) },
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <TextField
      select
      size="small"
      label={label}
      value={typeof chosen === 'number' ? chosen : ''}
      onChange={(e) => onChange({ ...line, options: { ...line.options, [id]: Number(e.target.value) || undefined } })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate('app.order.form.none')}</MenuItem>
      {po.values.map((v) => (
        <MenuItem key={v.optionValueId} value={v.optionValueId}>
          {valueText(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One product line: the product, its options, the quantity, and its price by the contract's price rule. */
export function OrderLineEditor({ line, quantityError, onProduct, onChange, onRemove }: OrderLineEditorProps) {
  const translate = useTranslate();
  const field = useFieldLabel('order');
  const unit = line.product ? productPrice(line.product, line.options) : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="order-line">
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center">
        <LookupSelect size="small" reference="product" label={field('products.productId')} value={line.productId} valueLabel={line.productName} onChange={onProduct} />
        <TextField
          size="small"
          type="number"
          label={field('products.quantity')}
          value={line.quantity}
          error={!!quantityError}
          helperText={quantityError}
          onChange={(e) => onChange({ ...line, quantity: Number(e.target.value) })}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ width: 110 }}
        />
        {line.product?.productOptions?.map((po) => <OptionInput key={po.option.optionId} po={po} line={line} onChange={onChange} />)}
        <Typography variant="body2" sx={{ ml: 'auto' }} data-testid="order-line-price">
          {unit !== undefined ? `$${money(unit)} x ${line.quantity} = $${money(unit * (line.quantity || 0))}` : ''}
        </Typography>
        <IconButton aria-label={translate('app.order.form.remove_product')} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
