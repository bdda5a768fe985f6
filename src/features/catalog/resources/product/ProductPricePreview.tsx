import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { money } from '../../../../../contract/money';
import { productPrice, type ChosenOptions, type ProductOption } from '../../../../../contract/orders/product-price';

/** Options as the form holds them: possibly half filled in. */
const usable = (options: unknown): ProductOption[] =>
  (Array.isArray(options) ? (options as ProductOption[]) : []).filter(
    (o) => o?.option?.optionId !== undefined && o.option.optionId !== null && Array.isArray(o.values) && o.values.some((v) => v?.optionValueId !== undefined && v.optionValueId !== null),
  );

/**
 * "Price with options": the values of each option to pick, and the unit price the order price rule
 * gives for them (contract/orders/product-price.ts), updated as the user picks or edits.
 */
export function ProductPricePreview() {
  const translate = useTranslate();
  const price = useWatch({ name: 'price' }) as number | null | undefined;
  const productOptions = usable(useWatch({ name: 'productOptions' }));
  const [chosen, setChosen] = useState<ChosenOptions>({});
  const unit = productPrice({ price: Number(price) || 0, productOptions }, chosen);

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="product-price-preview">
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('app.product.options.preview')}
      </Typography>
      {productOptions.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {productOptions.map((po) => {
            const id = po.option.optionId;
            const multiple = po.option.type === 'checkbox';
            const current = chosen[id];
            const values = po.values.filter((v) => v?.optionValueId !== undefined && v.optionValueId !== null);
            return (
              <TextField
                key={id}
                select
                size="small"
                label={po.option.name || translate('app.product.options.option_fallback', { id })}
                value={multiple ? (Array.isArray(current) ? current : []) : (current ?? '')}
                onChange={(e) => {
                  const raw = e.target.value as unknown;
                  const next = multiple ? (raw as (number | string)[]).map(Number) : raw === '' ? undefined : Number(raw);
                  setChosen((c) => ({ ...c, [id]: next }));
                }}
                slotProps={{ select: { multiple } }}
                fullWidth={false}
                sx={{ minWidth: 220 }}
              >
                {multiple ? null : <MenuItem value="">{translate('app.product.options.nothing')}</MenuItem>}
                {values.map((v) => (
                  <MenuItem key={v.optionValueId} value={v.optionValueId}>
                    {`${v.name || v.optionValueId} (${v.pricePrefix ?? ''}${money(Number(v.price) || 0)})`}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.product.options.none')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.product.options.base')}: {money(Number(price) || 0)}
      </Typography>
      <Typography variant="h6" data-testid="product-option-price">
        {translate('app.product.options.preview')}: {money(unit)}
      </Typography>
    </Paper>
  );
}
