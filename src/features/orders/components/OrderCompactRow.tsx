import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { entityKeys } from '../../../i18n/useLabels';
import { ReferenceLink } from '../../../components/ReferenceLink';
import { customerName, shownAmount, shownDate } from './order-format';
import type { OrderRowProps } from './order-row-props';
import { OrderFranchiseSelect } from './OrderFranchiseSelect';
import { OrderPaymentSelect } from './OrderPaymentSelect';
import { OrderProductsPanel } from './OrderProductsPanel';
import { OrderRowActions } from './OrderRowActions';
import { OrderStaffList } from './OrderStaffList';
import { OrderStatusMenu } from './OrderStatusMenu';
import { formatPhone } from '../../../../contract/phone';

const fieldSx = { minWidth: 110 } as const;
const valueSx = { typography: 'body2' } as const;
const cardSx = { p: 1.5, mb: 1 } as const;

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={fieldSx}>
    <Typography variant="caption" color="text.secondary" display="block">
      {label}
    </Typography>
    <Box sx={valueSx}>{children}</Box>
  </Box>
);

/** One order as a compact block (under 1800 px or on mobile): the same fields, wrapped. */
export function OrderCompactRow(props: OrderRowProps) {
  const { order, permissions, rights, tab, selected, busy, onToggle, onStatusPick, onFranchise, onPayment } = props;
  const archived = tab === 'archived';
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={cardSx} data-testid="order-row" data-order-id={order.orderId}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="flex-start">
        <Checkbox size="small" checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': translate('app.order.list.select_order', { id: order.orderId }) } }} />
        <Field label={translate('app.order.column.order_id')}>
          <span data-testid="order-id">{order.orderId}</span>
        </Field>
        <Field label={translate('app.order.column.status')}>
          <OrderStatusMenu status={order.status} permissions={permissions} disabled={!rights.update || archived || busy} onPick={onStatusPick} />
        </Field>
        <Field label={translate('app.order.column.price')}>{shownAmount(order.totalprice, order)}</Field>
        <Field label={translate('app.order.column.total')}>{shownAmount(order.total, order)}</Field>
        <Field label={translate('app.order.column.tax')}>{shownAmount(order.tax, order)}</Field>
        <Field label={translate('app.order.column.user')}>
          <ReferenceLink reference="customer" id={order.customerId}>
            {customerName(order)}
          </ReferenceLink>
          <Typography variant="caption" color="text.secondary" display="block">
            {order.telephone ? formatPhone(order.telephone) : null}
          </Typography>
          <OrderStaffList staff={order.orderStaff} />
        </Field>
        <Field label={translate(entityKeys.field('order', 'address'))}>
          {order.address?.address}
          <OrderFranchiseSelect franchise={order.franchise} disabled={!rights.update || archived || busy} onChange={onFranchise} />
        </Field>
        <Field label={translate('app.order.column.pay')}>
          <OrderPaymentSelect value={order.paymentMethod} disabled={!rights.update || archived || busy} onChange={onPayment} />
        </Field>
        <Field label={translate('app.order.column.date')}>{shownDate(order.dateAdded)}</Field>
        <Field label={translate('app.list.actions')}>
          <OrderRowActions {...props} />
        </Field>
      </Stack>
      <Button size="small" aria-label={translate('app.action.show_details')} aria-expanded={open} onClick={() => setOpen(!open)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
        {translate('app.action.show_details')}
      </Button>
      {open && <OrderProductsPanel products={order.orderProduct} />}
    </Paper>
  );
}
