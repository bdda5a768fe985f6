import type { NamedItem } from '../orders-api';
import type { OrderColumn } from './order-columns';
import type { Order, OrderStatus, PaymentMethod } from '../../../../contract/orders';
import type { Permission } from '../../../../contract/permissions';
import type { ListAction } from '../../../components/list/ListBulkActions';
import type { ListTab } from '../../../components/list/list-prefs';

/** The rights the list's buttons need on 'sale/order' (the list engine's `may`). */
export interface OrderRights {
  create: boolean;
  update: boolean;
  archive: boolean;
  delete: boolean;
}

/** What a row (table or compact) shows and what it can ask the list to do. */
export interface OrderRowProps {
  order: Order;
  permissions: readonly Permission[];
  rights: OrderRights;
  tab: ListTab;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onStatusPick: (status: OrderStatus) => void;
  onFranchise: (franchise: NamedItem) => void;
  onPayment: (method: PaymentMethod) => void;
  /** archive, recover or delete this order: the list engine's row actions */
  onAction: (op: ListAction) => void;
}

/** A row of the list: an order and the columns the user shows. */
export interface OrderListRowProps extends OrderRowProps {
  columns: readonly OrderColumn[];
}
