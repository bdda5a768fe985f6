import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Collapse, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { customerName, shownAmount, shownDate } from './order-format';
import type { OrderRowProps } from './order-row-props';
import { OrderFranchiseSelect } from './OrderFranchiseSelect';
import { OrderPaymentSelect } from './OrderPaymentSelect';
import { OrderProductsPanel } from './OrderProductsPanel';
import { OrderRowActions } from './OrderRowActions';
import { OrderStaffList } from './OrderStaffList';
import { OrderStatusMenu } from './OrderStatusMenu';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 110 }}>
    <Typography variant="caption" color="text.secondary" display="block">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2' }}>{children}</Box>
  </Box>
);

/** One order as a compact block (under 1800 px or on mobile): the same fields, wrapped. */
export function OrderCompactRow(props: OrderRowProps) {
  const { order, permissions, rights, archived, selected, busy, onSelect, onStatusPick, onFranchise, onPayment } = props;
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }} data-testid="order-row" data-order-id={order.orderId}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="flex-start">
        <Checkbox size="small" checked={selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': `Select order ${order.orderId}` } }} />
        <Field label="Order Id">
          <span data-testid="order-id">{order.orderId}</span>
        </Field>
        <Field label="Status">
          <OrderStatusMenu status={order.status} permissions={permissions} disabled={!rights.update || archived || busy} onPick={onStatusPick} />
        </Field>
        <Field label="Price">{shownAmount(order.totalprice, order)}</Field>
        <Field label="Total">{shownAmount(order.total, order)}</Field>
        <Field label="Tax">{shownAmount(order.tax, order)}</Field>
        <Field label="User">
          {customerName(order)}
          <Typography variant="caption" color="text.secondary" display="block">
            {order.telephone}
          </Typography>
          <OrderStaffList staff={order.orderStaff} />
        </Field>
        <Field label="Address">
          {order.address?.address}
          <OrderFranchiseSelect franchise={order.franchise} disabled={!rights.update || archived || busy} onChange={onFranchise} />
        </Field>
        <Field label="Pay">
          <OrderPaymentSelect value={order.paymentMethod} disabled={!rights.update || archived || busy} onChange={onPayment} />
        </Field>
        <Field label="Date">{shownDate(order.dateAdded)}</Field>
        <Field label="Actions">
          <OrderRowActions {...props} />
        </Field>
      </Stack>
      <Button size="small" aria-label="Show details" aria-expanded={open} onClick={() => setOpen(!open)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
        Show details
      </Button>
      <Collapse in={open} unmountOnExit>
        <OrderProductsPanel products={order.orderProduct} />
      </Collapse>
    </Paper>
  );
}
