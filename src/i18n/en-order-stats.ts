// English texts of the orders statistics panel and the order locations map; en.ts puts them under
// the key order_stats of app.
import { GRAINS } from '../../contract/dashboard/dashboard';

export const orderStatsTexts = {
  menu: {
    statistics: 'Order statistics',
    locations: 'Order locations',
  },
  range: {
    date_from: 'Date From',
    date_to: 'Date To',
    grain: 'Grain',
    business: 'Business',
    all_businesses: 'All businesses',
  },
  grains: Object.fromEntries(GRAINS.map((g) => [g, g[0].toUpperCase() + g.slice(1)])),
  statistics: {
    title: 'Order statistics',
    totals: 'Totals of the range',
    series: 'Orders by %{grain}',
    measures: { count: 'Orders', done: 'Done', cancel: 'Cancelled', total: 'Total (USD)' },
    figures: { count: 'Orders', done: 'Done', cancel: 'Cancelled', total: 'Total' },
    chart: 'Orders, done and cancelled orders per bucket, with their total',
    empty: 'No orders in this range.',
    best_sellers: 'Sales per store',
    best_sellers_empty: 'No sale in this range.',
    /** the product sales section's breakdown is kept per store (server/features/dashboard/facts.ts) */
    store: 'Store',
    units: 'Units',
    revenue: 'Revenue',
  },
  locations: {
    title: 'Order locations',
    map: 'Map of the orders',
    summary: '%{count} orders with a position',
    capped: 'The period has more orders with a position than the map takes: it shows the newest %{limit}. Choose a shorter period.',
    empty: 'No order of this period has a position.',
    no_tiles: 'No map tiles are configured (MAP_TILE_URL): the orders are drawn on a plain background.',
    cluster: '%{count} orders',
    order: 'Order #%{id}',
    open: 'Open the order',
  },
};
