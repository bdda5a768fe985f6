import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ORDER_LIST_COLUMNS, type OrderListColumn } from '../../../../contract/orders/order-filter';
import { formatPhone } from '../../../../contract/phone';
import { ReferenceLink } from '../../../components/ReferenceLink';
import { entityKeys } from '../../../i18n/useLabels';
import { CopyAddressButton } from './CopyAddressButton';
import { customerName, shownAmount, shownDate } from './order-format';
import type { OrderRowProps } from './order-row-props';
import { OrderFranchiseSelect } from './OrderFranchiseSelect';
import { OrderPaymentSelect } from './OrderPaymentSelect';
import { OrderStaffList } from './OrderStaffList';
import { OrderStatusMenu } from './OrderStatusMenu';

export interface OrderColumn {
  key: OrderListColumn;
  /** the heading, a catalogue key */
  label: string;
  /** the cell's content of one order (table and compact rows alike) */
  cell: (props: OrderRowProps) => ReactNode;
}

/** Whether a row's own controls (status, franchise, payment) are locked: no right, archived, or a change running. */
const locked = ({ rights, tab, busy }: OrderRowProps) => !rights.update || tab === 'archived' || busy;

/** Each column's heading and cell: every column of ORDER_LIST_COLUMNS has one (a missing one fails the type check). */
const CELLS: Record<OrderListColumn, Omit<OrderColumn, 'key'>> = {
  orderId: { label: 'app.order.column.order_id', cell: ({ order }) => <span data-testid="order-id">{order.orderId}</span> },
  status: {
    label: 'app.order.column.status',
    cell: (p) => <OrderStatusMenu status={p.order.status} permissions={p.permissions} disabled={locked(p)} onPick={p.onStatusPick} />,
  },
  totalprice: { label: 'app.order.column.price', cell: ({ order }) => shownAmount(order.totalprice, order) },
  total: { label: 'app.order.column.total', cell: ({ order }) => shownAmount(order.total, order) },
  customer: {
    label: 'app.order.column.user',
    cell: ({ order }) => (
      <>
        <Typography variant="body2">
          <ReferenceLink reference="customer" id={order.customerId}>
            {customerName(order)}
          </ReferenceLink>
        </Typography>
        <Typography variant="caption" color="text.secondary" display="block">
          {order.telephone ? formatPhone(order.telephone) : null}
        </Typography>
        <OrderStaffList staff={order.orderStaff} />
      </>
    ),
  },
  tax: { label: 'app.order.column.tax', cell: ({ order }) => shownAmount(order.tax, order) },
  address: {
    label: entityKeys.field('order', 'address'),
    cell: (p) => (
      <>
        <Typography variant="body2">
          {p.order.address?.address}
          {p.order.address?.address ? <CopyAddressButton address={p.order.address.address} /> : null}
        </Typography>
        <OrderFranchiseSelect franchise={p.order.franchise} disabled={locked(p)} onChange={p.onFranchise} />
      </>
    ),
  },
  paymentMethod: { label: 'app.order.column.pay', cell: (p) => <OrderPaymentSelect value={p.order.paymentMethod} disabled={locked(p)} onChange={p.onPayment} /> },
  dateAdded: { label: 'app.order.column.date', cell: ({ order }) => shownDate(order.dateAdded) },
};

/**
 * The columns of the orders list a user may hide, in the contract's order (ORDER_LIST_COLUMNS), with
 * their headings and cells. The details and actions columns are the rows' own and always show.
 */
export const ORDER_COLUMNS: readonly OrderColumn[] = ORDER_LIST_COLUMNS.map((key) => ({ key, ...CELLS[key] }));
