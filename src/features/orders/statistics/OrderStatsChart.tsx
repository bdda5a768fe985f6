import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, type Grain, type StatsBucket } from '../../../../contract/dashboard/dashboard';
import { intlLocale } from '../../../i18n/intl-locale';
import { bucketTick, bucketTitle, formatCount } from './order-stats-format';

/** The orders section's measures: counts as bars, the total (USD) as a line on its own axis. */
export const ORDER_BAR_MEASURES = ['count', 'done', 'cancel'] as const;
export const ORDER_MONEY_MEASURE = 'total';
type OrderMeasure = (typeof ORDER_BAR_MEASURES)[number] | typeof ORDER_MONEY_MEASURE;
/** Each measure's colour in the theme (light or dark): orders, done, cancelled, the total. */
const MEASURE_TONES = { count: 'primary', done: 'success', cancel: 'error', total: 'warning' } as const satisfies Record<OrderMeasure, string>;

/** The measures' colours in the theme in use. */
export function useMeasureColours(): Record<OrderMeasure, string> {
  const { palette } = useTheme();
  return Object.fromEntries(Object.entries(MEASURE_TONES).map(([m, tone]) => [m, palette[tone].main])) as Record<OrderMeasure, string>;
}

export interface OrderStatsChartProps {
  series: StatsBucket[];
  grain: Grain;
  tz: string;
}

/** The legend and the tooltip in the figures' order (recharts sorts them by name otherwise). */
const LEGEND_ORDER: string[] = [...ORDER_BAR_MEASURES, ORDER_MONEY_MEASURE];

const money = (v: number) => formatMoney(v, intlLocale()).replace(/\.\d\d$/, '');

/** Orders, done and cancelled orders per bucket as bars, their total as a line (right axis). */
export function OrderStatsChart({ series, grain, tz }: OrderStatsChartProps) {
  const translate = useTranslate();
  const name = (measure: string) => translate(`app.order_stats.statistics.measures.${measure}`);
  const theme = useTheme();
  const colours = useMeasureColours();
  const tick = { fill: theme.palette.text.secondary };
  return (
    <Box role="img" aria-label={translate('app.order_stats.statistics.chart')} data-testid="orders-chart" sx={{ width: '100%', height: 380 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="at" tickFormatter={(at: string) => bucketTick(at, grain, tz)} minTickGap={16} tick={tick} />
          <YAxis yAxisId="count" allowDecimals={false} tickFormatter={(v: number) => formatCount(v)} width={56} tick={tick} />
          <YAxis yAxisId="money" orientation="right" tickFormatter={money} width={80} tick={tick} />
          <Tooltip
            contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider, color: theme.palette.text.primary }}
            itemSorter={(item) => LEGEND_ORDER.indexOf(String(item.dataKey))}
            labelFormatter={(at) => bucketTitle(String(at), grain, tz)}
            formatter={(value, _name, item) => [
              item.dataKey === ORDER_MONEY_MEASURE ? formatMoney(Number(value), intlLocale()) : formatCount(Number(value)),
              name(String(item.dataKey)),
            ]}
          />
          <Legend formatter={(measure: string) => name(measure)} itemSorter={(item) => LEGEND_ORDER.indexOf(String(item.dataKey))} />
          {ORDER_BAR_MEASURES.map((m) => (
            <Bar key={m} yAxisId="count" dataKey={m} name={m} fill={colours[m]} maxBarSize={28} isAnimationActive={false} />
          ))}
          <Line
            yAxisId="money"
            type="linear"
            dataKey={ORDER_MONEY_MEASURE}
            name={ORDER_MONEY_MEASURE}
            stroke={colours.total}
            strokeWidth={2}
            dot={series.length <= 40}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
