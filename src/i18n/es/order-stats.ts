// Spanish texts of the orders statistics panel and the order locations map (app.order_stats).
import type { orderStatsTexts } from '../en-order-stats';
import type { Translation } from '../translation';

export const orderStats: Translation<typeof orderStatsTexts> = {
  menu: {
    statistics: 'Estadísticas de pedidos',
    locations: 'Ubicaciones de pedidos',
  },
  range: {
    date_from: 'Fecha desde',
    date_to: 'Fecha hasta',
    grain: 'Intervalo',
    business: 'Negocio',
    all_businesses: 'Todos los negocios',
  },
  grains: { minute: 'Minuto', hour: 'Hora', day: 'Día', week: 'Semana', month: 'Mes', year: 'Año' },
  statistics: {
    title: 'Estadísticas de pedidos',
    totals: 'Totales del rango',
    series: 'Pedidos por %{grain}',
    measures: { count: 'Pedidos', done: 'Completados', cancel: 'Cancelados', total: 'Total (USD)' },
    figures: { count: 'Pedidos', done: 'Completados', cancel: 'Cancelados', total: 'Total' },
    chart: 'Pedidos, pedidos completados y cancelados por intervalo, con su total',
    empty: 'No hay pedidos en este rango.',
    best_sellers: 'Ventas por tienda',
    best_sellers_empty: 'No hay ventas en este rango.',
    store: 'Tienda',
    units: 'Unidades',
    revenue: 'Ingresos',
  },
  locations: {
    title: 'Ubicaciones de pedidos',
    map: 'Mapa de los pedidos',
    summary: '%{count} pedidos con posición',
    capped: 'El período tiene más pedidos con posición de los que admite el mapa: muestra los %{limit} más recientes. Elija un período más corto.',
    empty: 'Ningún pedido de este período tiene posición.',
    no_tiles: 'No hay mosaicos de mapa configurados (MAP_TILE_URL): los pedidos se dibujan sobre un fondo liso.',
    cluster: '%{count} pedidos',
    order: 'Pedido #%{id}',
    open: 'Abrir el pedido',
  },
};
