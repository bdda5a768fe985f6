import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Checkbox, IconButton, TableCell, TableRow, Typography } from '@mui/material';
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

/** The table's column headings, as catalogue keys (the list page translates them). */
export const ORDER_COLUMNS = [
  'app.order.column.order_id',
  'app.order.column.status',
  'app.order.column.price',
  'app.order.column.total',
  'app.order.column.user',
  'app.order.column.tax',
  entityKeys.field('order', 'address'),
  'app.order.column.pay',
  'app.order.column.date',
  'app.action.show_details',
  'app.list.actions',
] as const;

const openRowSx = { '& > td': { borderBottom: 'unset' } } as const;
const addressSx = { maxWidth: 260 } as const;
const dateSx = { whiteSpace: 'nowrap' } as const;
const panelSx = { py: 0 } as const;

/** One order as a table row (wide screens); its product panel is a row below it while open. */
export function OrderTableRow(props: OrderRowProps) {
  const { order, permissions, rights, tab, selected, busy, onToggle, onStatusPick, onFranchise, onPayment } = props;
  const archived = tab === 'archived';
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <TableRow hover selected={selected} data-testid="order-row" data-order-id={order.orderId} sx={open ? openRowSx : undefined}>
        <TableCell padding="checkbox">
          <Checkbox size="small" checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': translate('app.order.list.select_order', { id: order.orderId }) } }} />
        </TableCell>
        <TableCell data-testid="order-id">{order.orderId}</TableCell>
        <TableCell>
          <OrderStatusMenu status={order.status} permissions={permissions} disabled={!rights.update || archived || busy} onPick={onStatusPick} />
        </TableCell>
        <TableCell>{shownAmount(order.totalprice, order)}</TableCell>
        <TableCell>{shownAmount(order.total, order)}</TableCell>
        <TableCell>
          <Typography variant="body2">
            <ReferenceLink reference="customer" id={order.customerId}>
              {customerName(order)}
            </ReferenceLink>
          </Typography>
          <Typography variant="caption" color="text.secondary" display="block">
            {order.telephone ? formatPhone(order.telephone) : null}
          </Typography>
          <OrderStaffList staff={order.orderStaff} />
        </TableCell>
        <TableCell>{shownAmount(order.tax, order)}</TableCell>
        <TableCell sx={addressSx}>
          <Typography variant="body2">{order.address?.address}</Typography>
          <OrderFranchiseSelect franchise={order.franchise} disabled={!rights.update || archived || busy} onChange={onFranchise} />
        </TableCell>
        <TableCell>
          <OrderPaymentSelect value={order.paymentMethod} disabled={!rights.update || archived || busy} onChange={onPayment} />
        </TableCell>
        <TableCell sx={dateSx}>{shownDate(order.dateAdded)}</TableCell>
        <TableCell>
          <IconButton size="small" aria-label={translate('app.action.show_details')} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <OrderRowActions {...props} />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell sx={panelSx} colSpan={ORDER_COLUMNS.length + 1}>
            <OrderProductsPanel products={order.orderProduct} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
