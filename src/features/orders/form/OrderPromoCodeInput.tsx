import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { money } from '../../../../contract/orders';
import type { OrderPromoCode } from './useOrderPromoCode';

export interface OrderPromoCodeInputProps {
  promo: OrderPromoCode;
}

/** The promo code of an order: typed and applied, with what it gives or why it gives nothing. */
export function OrderPromoCodeInput({ promo }: OrderPromoCodeInputProps) {
  const translate = useTranslate();
  const { applied, result } = promo;
  const refused = result && !result.applies ? translate(`app.promotion.refusal.${result.reason}`) : undefined;
  const gives =
    result?.applies && applied
      ? translate(result.freeShipping ? 'app.promotion.order.applied_free_shipping' : 'app.promotion.order.applied', { code: applied.promoCode.code, amount: money(result.amount) })
      : undefined;
  const helper = promo.lookupError ? translate('app.promotion.order.not_found') : (refused ?? gives ?? ' ');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={translate('app.promotion.order.promo_code')}
        value={promo.code}
        onChange={(e) => promo.setCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            promo.apply();
          }
        }}
        error={Boolean(promo.lookupError || refused)}
        helperText={helper}
        slotProps={{ htmlInput: { 'data-testid': 'promo-code' } }}
        sx={{ flex: 1 }}
      />
      {applied ? (
        <Button onClick={promo.remove}>{translate('app.promotion.order.remove')}</Button>
      ) : (
        <Button onClick={promo.apply} disabled={promo.busy || !promo.code.trim()} data-testid="apply-promo-code">
          {translate('app.promotion.order.apply')}
        </Button>
      )}
    </Box>
  );
}
