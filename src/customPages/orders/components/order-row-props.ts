import type { NamedItem } from '../orders-api';
import type { Order, OrderStatus, PaymentMethod } from '../../../../contract/orders';
import type { Permission } from '../../../../contract/permissions';

/** The rights the list's buttons need on 'sale/order'. */
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
  archived: boolean;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onStatusPick: (status: OrderStatus) => void;
  onFranchise: (franchise: NamedItem) => void;
  onPayment: (method: PaymentMethod) => void;
  onArchive: () => void;
  onRecover: () => void;
  onDelete: () => void;
}
