// order: custom screens (src/customPages/orders) at the registry's paths (contract/entities/order.ts).
export { OrderListPage as list } from '../../customPages/orders/OrderListPage';
export { OrderCreatePage as create } from '../../customPages/orders/form/OrderCreatePage';
export { OrderEditPage as edit } from '../../customPages/orders/form/OrderEditPage';
