// English texts of the screens of Delivery routes and courier locations; en.ts puts them under the key delivery of app.
import { DELIVERY_TEXTS } from '../../contract/delivery/routes';
import { textEntries } from './text-entries';

export const deliveryTexts = {
  /** the spec's texts, as contract/delivery/routes.ts spells them */
  message: textEntries(DELIVERY_TEXTS),
  /** the spec's 'Delivery {status}!' */
  status_changed: 'Delivery %{status}!',
  statuses: { pending: 'pending', progress: 'progress', done: 'done', cancel: 'cancel' },
  list: {
    driver: 'Driver',
    stops: 'Stops',
    distance: 'Distance',
    time: 'Time',
    franchise: 'Franchise',
    status: 'Status',
    open_page: 'Route page',
    notify: 'Send to driver',
    notified: 'The driver has been notified',
    change_status: 'Change status',
  },
  form: {
    driver_hint: 'Users with the Delivery permission (first %{count}).',
    search_orders: 'Find orders by order id or telephone',
    search_empty: 'No orders found.',
    add: 'Add',
    added: 'On the route',
    stops_title: 'Stops in delivery order',
    no_stops: 'No stops yet: add orders above.',
    drag_hint: 'Drag a stop, or use the arrows, to change the order.',
    move_up: 'Move up',
    move_down: 'Move down',
    remove: 'Remove stop',
    totals: 'Distance %{distance}, time %{time}',
    optimise: 'Optimise stops',
    optimised: 'Before: %{beforeDistance}, %{beforeTime}. After: %{afterDistance}, %{afterTime}.',
    without_location: 'Without coordinates, left out of the distance: %{orders}',
    order_label: 'Order #%{id}',
  },
  page: {
    title: 'Delivery route #%{id}',
    stops: 'Stops',
    driver: 'Driver',
    position: 'Position',
    no_position: 'No position reported yet.',
    reported: 'reported %{time}',
    customer: 'Customer',
    address: 'Address',
    payment: 'Payment',
    status: 'Status',
    summary: '%{stops} stops, %{distance}, %{time}',
    map: 'Route map',
    back: 'Delivery routes',
    not_found: 'This delivery route does not exist.',
    no_tiles: 'No map tiles configured: stops and driver on a plain background.',
  },
};
