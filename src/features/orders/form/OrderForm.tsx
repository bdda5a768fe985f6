import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../../contract/fields';
import { applyDiscount, money, ORDER_ADDRESS_FIELDS, orderTotals, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, productPrice, type PaymentMethod } from '../../../../contract/orders';
import { LookupSelect } from '../../../components/inputs/LookupSelect';
import { useBackOfficeDataProvider } from '../../../dataProvider/hooks';
import { useFieldLabel } from '../../../i18n/useLabels';
import { ADDRESS_FIELD_NAMES, addressErrorKey, newLine, orderFormErrors, type FormProduct, type OrderFormValues, type OrderLineValues } from './order-form-values';
import { OrderLineEditor } from './OrderLineEditor';
import { OrderPromoCodeInput } from './OrderPromoCodeInput';
import { useOrderPromoCode } from './useOrderPromoCode';

export interface OrderFormProps {
  title: string;
  initial: OrderFormValues;
  saving: boolean;
  onSave: (values: OrderFormValues) => void;
  onCancel: () => void;
}

/** Form sections lay their fields out on a grid of equal columns. */
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, alignItems: 'start' } as const;

type LoadedProduct = FormProduct & { id: number };

/** The products read so far, by id. */
const productsById = (results: UseQueryResult<LoadedProduct>[]): Map<number, FormProduct> =>
  new Map(results.flatMap((r) => (r.data ? [[Number(r.data.id), r.data] as const] : [])));

/** The order form shared by create and update: customer, store, franchise, products, address, payment, notes. */
export function OrderForm({ title, initial, saving, onSave, onCancel }: OrderFormProps) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const field = useFieldLabel('order');
  const [values, setValues] = useState<OrderFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = orderFormErrors(values);
  const shown = submitted ? errors : {};
  const set = (change: Partial<OrderFormValues>) => setValues((v) => ({ ...v, ...change }));
  // a line keeps what is typed; its product is the read one (below)
  const setLine = ({ product: _product, ...line }: OrderLineValues) => setValues((v) => ({ ...v, lines: v.lines.map((l) => (l.key === line.key ? line : l)) }));

  // each chosen product (an edited order's, or one picked since) is read for its options and
  // prices; a line shows the product it names now, so a quantity typed meanwhile stays and a
  // product chosen since is not replaced
  const productIds = [...new Set(values.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const products = useQueries({
    queries: productIds.map((id) => ({
      queryKey: ['product', 'getOne', { id: String(id) }],
      queryFn: ({ signal }) => dataProvider.getOne<LoadedProduct>('product', { id, signal }).then(({ data }) => data),
      retry: false,
    })),
    combine: productsById,
  });
  const lines = useMemo(
    () =>
      values.lines.map((l) => {
        const product = l.productId === null ? undefined : products.get(l.productId);
        return { ...l, product, productName: l.productName ?? product?.name };
      }),
    [values.lines, products],
  );
  const form = useMemo(() => ({ ...values, lines }), [values, lines]);

  // a product picked: its options start empty; its name comes with its read
  const chooseProduct = (line: OrderLineValues, productId: number | null) => setLine({ ...line, productId, options: {}, productName: undefined });

  const subtotal = orderTotals(lines.filter((l) => l.product).map((l) => ({ price: productPrice(l.product!, l.options) * (l.quantity || 0) }))).total;
  const promo = useOrderPromoCode(form, initial.promoCodeId);
  // an applied code decides the discount; without one the percent is typed
  const promoPercent = promo.result?.applies ? promo.result.percentOfSubtotal : promo.applied ? 0 : undefined;
  const discountPercent = promoPercent !== undefined ? String(promoPercent) : values.discountPercent;
  const promoRefused = Boolean(promo.applied && promo.result && !promo.result.applies);

  return (
    <Box
      component="form"
      sx={{ p: { xs: 1, md: 2 }, maxWidth: 1200 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (!Object.keys(errors).length && !promoRefused && !promo.busy) onSave({ ...form, discountPercent, promoCodeId: promo.applied?.promoCode.promoCodeId ?? null });
      }}
    >
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('app.order.form.customer_and_store')}
          </Typography>
          <Box sx={GRID}>
            <LookupSelect
              size="small"
              reference="customer"
              label={field('customerId')}
              value={values.customerId}
              onChange={(customerId) => set({ customerId })}
              // the customer's telephone is the order's, unless typed over afterwards
              onPick={(customer) => customer && typeof customer.telephone === 'string' && set({ telephone: customer.telephone })}
              allowEmpty
              emptyLabel={translate('app.order.form.none')}
              link
            />
            <TextField size="small" label={field('telephone')} value={values.telephone} onChange={(e) => set({ telephone: e.target.value })} />
            <LookupSelect
              size="small"
              reference="store"
              label={field('storeId')}
              required
              value={values.storeId}
              onChange={(storeId) => set({ storeId })}
              error={!!shown.storeId}
              helperText={shown.storeId}
            />
            <LookupSelect size="small" reference="franchise" label={field('franchiseId')} value={values.franchiseId} onChange={(franchiseId) => set({ franchiseId })} allowEmpty emptyLabel={translate('app.order.form.none')} />
            <LookupSelect size="small" reference="orderType" label={translate('app.order.form.order_type')} value={values.orderTypeId} onChange={(orderTypeId) => set({ orderTypeId })} allowEmpty emptyLabel={translate('app.order.form.none')} />
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {field('products')}
          </Typography>
          <Stack spacing={1}>
            {lines.map((line) => (
              <OrderLineEditor
                key={line.key}
                line={line}
                quantityError={shown[`quantity.${line.key}`]}
                onProduct={(id) => chooseProduct(line, id)}
                onChange={setLine}
                onRemove={() => set({ lines: values.lines.filter((l) => l.key !== line.key) })}
              />
            ))}
            {shown.lines && (
              <Typography color="error" variant="body2">
                {shown.lines}
              </Typography>
            )}
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Button startIcon={<AddIcon />} onClick={() => set({ lines: [...values.lines, newLine()] })}>
                {translate('app.order.form.add_product')}
              </Button>
              <Typography data-testid="order-subtotal">{translate('app.order.form.subtotal', { amount: money(subtotal) })}</Typography>
            </Stack>
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {field('address')}
          </Typography>
          <Box sx={GRID}>
            {ADDRESS_FIELD_NAMES.map((key) => {
              const def: FieldDef = ORDER_ADDRESS_FIELDS[key];
              const error = shown[addressErrorKey(key)];
              return (
                <TextField
                  key={key}
                  size="small"
                  label={field(`address.${key}`)}
                  required={def.required}
                  type={def.type === 'number' ? 'number' : 'text'}
                  value={values.address[key]}
                  error={!!error}
                  helperText={error}
                  onChange={(e) => set({ address: { ...values.address, [key]: e.target.value } })}
                  sx={key === 'address' ? { gridColumn: 'span 2' } : undefined}
                />
              );
            })}
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('app.order.form.payment_and_notes')}
          </Typography>
          <Box sx={GRID}>
            <TextField
              select
              size="small"
              label={translate('app.order.form.payment_method')}
              value={values.paymentMethod}
              onChange={(e) => set({ paymentMethod: e.target.value as PaymentMethod })}
            >
              {PAYMENT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={translate('app.order.form.discount')}
              type="number"
              value={discountPercent}
              disabled={promoPercent !== undefined}
              error={!!shown.discountPercent}
              helperText={shown.discountPercent}
              onChange={(e) => set({ discountPercent: e.target.value })}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
            />
            <OrderPromoCodeInput promo={promo} />
            <TextField label={field('message')} multiline minRows={2} value={values.message} onChange={(e) => set({ message: e.target.value })} sx={{ gridColumn: 'span 2' }} />
          </Box>
        </Paper>

        <Typography data-testid="order-total" sx={{ alignSelf: 'flex-end' }}>
          {translate('app.promotion.order.total', { amount: money(applyDiscount(subtotal, Number(discountPercent) || 0)) })}
        </Typography>

        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.action.save')}
          </Button>
          <Button onClick={onCancel}>{translate('app.action.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
