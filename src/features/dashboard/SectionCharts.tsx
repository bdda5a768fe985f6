// The recharts drawings of a section, in a chunk of their own: only the dashboard loads it
// (DashboardSectionCard imports it lazily), so sign-in and the other screens never download recharts.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { amber, blue, green, indigo, orange, pink, purple, red, teal } from '@mui/material/colors';
import { useTheme, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cancelRateColour, truncateLabel, type DashboardSection, type Grain, type Measure, type StatsResponse } from '../../../contract/dashboard/dashboard';
import { axisLabel, bucketLabel, donutSlices, formatMeasure, ratePercent } from './dashboard-data';
import { intlLocale } from '../../i18n/intl-locale';

export interface SectionChartsProps {
  section: DashboardSection;
  data: StatsResponse;
  grain: Grain;
  tz: string;
  /** which drawing: the series over time or the breakdown */
  part: 'series' | 'breakdown';
}

const GOOD = new Set(['done', 'answered', 'delivered']);
const BAD = new Set(['cancel', 'cancelled', 'failed', 'missed']);

/** A measure's colour: success for what went well, error for what failed, warning for money, the others in turn. */
function measureColour(theme: Theme, m: Measure, index: number): string {
  const key = m.key;
  if (m.money) return theme.palette.warning.main;
  if (GOOD.has(key)) return theme.palette.success.main;
  if (BAD.has(key)) return theme.palette.error.main;
  const others = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.info.main];
  return others[index % others.length];
}

/** Donut slices: nine distinct hues of the Material palette ("Other" is grey). */
const SLICE_COLOURS = [blue[600], orange[600], green[600], purple[400], red[400], teal[500], amber[600], indigo[300], pink[300]];

interface TooltipRow {
  name: string;
  value: string;
  colour?: string;
}

function ChartTooltip({ title, rows }: { title: string; rows: TooltipRow[] }) {
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {rows.map((r) => (
        <Box key={r.name} sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: r.colour }}>
            {r.name}
          </Typography>
          <Typography variant="body2">{r.value}</Typography>
        </Box>
      ))}
    </Paper>
  );
}

/** The data row under the pointer (the first item of a tooltip's payload). */
const rowOf = (payload: unknown): Record<string, unknown> | undefined =>
  Array.isArray(payload) && payload.length ? (payload[0] as { payload?: Record<string, unknown> }).payload : undefined;

const compact = (n: number) => new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(n);
const compactMoney = (n: number) => new Intl.NumberFormat(intlLocale(), { notation: 'compact', style: 'currency', currency: 'USD', maximumFractionDigits: 1 }).format(n);

function SeriesChart({ section, data, grain, tz }: Omit<SectionChartsProps, 'part'>) {
  const theme = useTheme();
  const translate = useTranslate();
  const series = section.series!;
  const label = (m: Measure) => translate(`app.dashboard.measure.${m.key}`);
  // money beside counts gets an axis of its own, on the right
  const mixed = series.measures.some((m) => m.money) && series.measures.some((m) => !m.money);
  const axisOf = (m: Measure) => (mixed && m.money ? 'money' : 'main');
  const allMoney = series.measures.every((m) => m.money);
  const common = { isAnimationActive: false } as const;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="at" tickFormatter={(at: string) => axisLabel(at, grain, tz)} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} minTickGap={16} />
        <YAxis yAxisId="main" allowDecimals={allMoney} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} width={56} tickFormatter={(v: number) => (allMoney ? compactMoney : compact)(v)} />
        {mixed ? <YAxis yAxisId="money" orientation="right" tick={{ fontSize: 12, fill: theme.palette.text.secondary }} width={64} tickFormatter={(v: number) => compactMoney(v)} /> : null}
        <Tooltip
          cursor={{ fill: theme.palette.action.hover }}
          content={({ active, payload }) => {
            const row = rowOf(payload);
            if (!active || !row) return null;
            return (
              <ChartTooltip
                title={bucketLabel(String(row.at), grain, tz)}
                rows={series.measures.map((m, i) => ({ name: label(m), value: formatMeasure(row[m.key], m), colour: measureColour(theme, m, i) }))}
              />
            );
          }}
        />
        <Legend itemSorter={null} wrapperStyle={{ fontSize: 13 }} />
        {series.measures.map((m, i) => {
          const colour = measureColour(theme, m, i);
          const props = { dataKey: m.key, name: label(m), yAxisId: axisOf(m), ...common };
          // money beside counts reads best as a line over the bars
          if (series.chart === 'bar' && !(mixed && m.money)) return <Bar key={m.key} {...props} fill={colour} maxBarSize={28} />;
          if (series.chart === 'area') return <Area key={m.key} {...props} type="monotone" stroke={colour} fill={colour} fillOpacity={0.2} />;
          return <Line key={m.key} {...props} type="monotone" stroke={colour} strokeWidth={2} dot={data.series.length <= 24} />;
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

function DonutChart({ section, data }: Omit<SectionChartsProps, 'part' | 'grain' | 'tz'>) {
  const theme = useTheme();
  const translate = useTranslate();
  const breakdown = section.breakdown!;
  const measure = breakdown.measures.find((m) => m.key === breakdown.measure);
  const slices = donutSlices(data.breakdown ?? [], breakdown.measure, data.totals?.[breakdown.measure], translate('app.dashboard.other'));
  return (
    <Box sx={{ maxWidth: 560, height: '100%', mx: 'auto' }}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={slices} dataKey="value" nameKey="short" innerRadius="55%" outerRadius="85%" paddingAngle={1} isAnimationActive={false}>
            {slices.map((s, i) => (
              <Cell key={s.key} fill={s.other ? theme.palette.grey[400] : SLICE_COLOURS[i % SLICE_COLOURS.length]} />
            ))}
          </Pie>
          <Tooltip
            content={({ active, payload }) => {
              const slice = rowOf(payload) as { label?: string; value?: number } | undefined;
              if (!active || !slice) return null;
              return <ChartTooltip title={String(slice.label)} rows={[{ name: translate(`app.dashboard.measure.${breakdown.measure}`), value: formatMeasure(slice.value, measure) }]} />;
            }}
          />
          <Legend itemSorter={null} layout="vertical" align="right" verticalAlign="middle" wrapperStyle={{ fontSize: 13, maxWidth: '45%' }} />
        </PieChart>
      </ResponsiveContainer>
    </Box>
  );
}

function BarsChart({ section, data }: Omit<SectionChartsProps, 'part' | 'grain' | 'tz'>) {
  const theme = useTheme();
  const translate = useTranslate();
  const breakdown = section.breakdown!;
  const measure = breakdown.measures.find((m) => m.key === breakdown.measure);
  const rate = breakdown.rate;
  const rows = [...(data.breakdown ?? [])]
    .sort((a, b) => Number(b[breakdown.measure] ?? 0) - Number(a[breakdown.measure] ?? 0))
    .map((r) => ({
      ...r,
      short: truncateLabel(r.label),
      rate: rate ? ratePercent(Number(r[rate.part] ?? 0), Number(r[rate.whole] ?? 0)) : 0,
      rateColour: rate ? cancelRateColour(Number(r[rate.part] ?? 0), Number(r[rate.whole] ?? 0)) : undefined,
    }));
  const paletteOf = { green: theme.palette.success.main, amber: theme.palette.warning.main, red: theme.palette.error.main } as const;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }} barCategoryGap={6}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} horizontal={false} />
        <YAxis type="category" dataKey="short" width={150} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} interval={0} />
        <XAxis xAxisId="main" type="number" allowDecimals={!!measure?.money} tick={{ fontSize: 12, fill: theme.palette.text.secondary }} tickFormatter={(v: number) => (measure?.money ? compactMoney : compact)(v)} />
        {rate ? <XAxis xAxisId="rate" type="number" orientation="top" domain={[0, 100]} unit="%" tick={{ fontSize: 12, fill: theme.palette.text.secondary }} /> : null}
        <Tooltip
          cursor={{ fill: theme.palette.action.hover }}
          content={({ active, payload }) => {
            const row = rowOf(payload);
            if (!active || !row) return null;
            const rows: TooltipRow[] = breakdown.measures.map((m) => ({ name: translate(`app.dashboard.measure.${m.key}`), value: formatMeasure(row[m.key], m) }));
            if (rate) rows.push({ name: translate('app.dashboard.cancel_rate'), value: `${formatMeasure(row.rate, undefined)} %`, colour: paletteOf[row.rateColour as keyof typeof paletteOf] });
            return <ChartTooltip title={String(row.label)} rows={rows} />;
          }}
        />
        <Legend itemSorter={null} wrapperStyle={{ fontSize: 13 }} />
        <Bar xAxisId="main" dataKey={breakdown.measure} name={translate(`app.dashboard.measure.${breakdown.measure}`)} fill={theme.palette.primary.main} isAnimationActive={false} maxBarSize={18} />
        {rate ? (
          <Bar xAxisId="rate" dataKey="rate" name={translate('app.dashboard.cancel_rate')} fill={theme.palette.warning.main} isAnimationActive={false} maxBarSize={12}>
            {rows.map((r) => (
              <Cell key={r.key} fill={paletteOf[r.rateColour ?? 'green']} />
            ))}
          </Bar>
        ) : null}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One drawing of a section: its series (bar, line or area per measure) or its breakdown (donut or bars). */
export default function SectionCharts({ section, data, grain, tz, part }: SectionChartsProps) {
  if (part === 'series') return section.series ? <SeriesChart section={section} data={data} grain={grain} tz={tz} /> : null;
  if (!section.breakdown) return null;
  return section.breakdown.chart === 'donut' ? <DonutChart section={section} data={data} /> : <BarsChart section={section} data={data} />;
}
