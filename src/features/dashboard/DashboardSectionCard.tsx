import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardSection, Grain, StatsResponse } from '../../../contract/dashboard/dashboard';
import { ApiError } from '../../dataProvider/api-error';
import { saveFile } from '../orders/export/save-file';
import { bucketLabel, chartMinHeight, csvFileName, formatMeasure, isEmptyPeriod, sectionCsv, sectionQuery } from './dashboard-data';
import { SectionTable } from './SectionTable';
import { useSectionStats } from './useSectionStats';
import { useSeenOnce } from './useSeenOnce';

const SectionCharts = lazy(() => import('./SectionCharts'));

/** Height a section holds before it loads, so the page scrolls and far sections stay out of view. */
export const SECTION_MIN_HEIGHT = 400;

export interface DashboardSectionCardProps {
  section: DashboardSection;
  /** datetime-local values, a valid range */
  range: { dateFrom: string; dateTo: string };
  businessId: number | null;
  tz: string;
  grain: Grain;
  onGrain: (grain: Grain) => void;
}

const ChartSkeleton = ({ height = 260 }: { height?: number }) => <Skeleton variant="rounded" height={height} data-testid="dashboard-skeleton" />;

/** A chart section: its title, grain and view choices, and its chart or table, loaded once 40 % of it is on screen. */
export function DashboardSectionCard({ section, range, businessId, tz, grain, onGrain }: DashboardSectionCardProps) {
  const translate = useTranslate();
  const { ref, seen } = useSeenOnce<HTMLDivElement>();
  const [table, setTable] = useState(false);
  const query = sectionQuery(section, { ...range, grain, tz, businessId });
  const stats = useSectionStats(section, query, seen);
  const title = translate(`app.dashboard.section.${section.id}`);
  const data = stats.data;

  return (
    <Card ref={ref} variant="outlined" data-testid={`dashboard-section-${section.id}`} sx={{ minHeight: SECTION_MIN_HEIGHT, display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {stats.isFetching && data ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
            {title}
          </Typography>
          {section.byBusiness && businessId ? <Chip size="small" variant="outlined" label={translate('app.dashboard.by_business')} /> : null}
          <TextField
            select
            size="small"
            fullWidth={false}
            margin="none"
            label={translate('app.dashboard.grain_label')}
            value={grain}
            onChange={(e) => onGrain(e.target.value as Grain)}
            sx={{ minWidth: 120 }}
            slotProps={{ htmlInput: { 'data-testid': `dashboard-grain-${section.id}` } }}
          >
            {section.grains.map((g) => (
              <MenuItem key={g} value={g}>
                {translate(`app.dashboard.grain.${g}`)}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButton value="table" size="small" selected={table} disabled={!data} onChange={() => setTable((t) => !t)} sx={{ px: 1.5 }}>
            {translate('app.dashboard.show_table')}
          </ToggleButton>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={!data}
            onClick={() => data && saveFile(new Blob([sectionCsv(section, data)], { type: 'text/csv;charset=utf-8' }), csvFileName(section, grain))}
          >
            {translate('app.dashboard.download_csv')}
          </Button>
        </Stack>
        <SectionBody section={section} seen={seen} stats={stats} grain={grain} tz={tz} table={table} title={title} />
      </CardContent>
    </Card>
  );
}

interface SectionBodyProps {
  section: DashboardSection;
  seen: boolean;
  stats: ReturnType<typeof useSectionStats>;
  grain: Grain;
  tz: string;
  table: boolean;
  title: string;
}

function SectionBody({ section, seen, stats, grain, tz, table, title }: SectionBodyProps) {
  const translate = useTranslate();
  const data = stats.data;
  if (!seen || (stats.isPending && !stats.isError)) {
    return (
      <Box role="status" aria-busy="true" aria-label={translate('app.dashboard.loading', { section: title })} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <ChartSkeleton />
        {section.series && section.breakdown ? <ChartSkeleton height={60} /> : null}
      </Box>
    );
  }
  if (!data) return <SectionError error={stats.error} onRetry={() => void stats.refetch()} />;
  const parts = [...(section.series ? (['series'] as const) : []), ...(section.breakdown ? (['breakdown'] as const) : [])];
  return (
    <>
      {stats.isError ? <SectionError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {isEmptyPeriod(section, data) ? (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }} data-testid="dashboard-empty">
          {translate('app.dashboard.empty')}
        </Alert>
      ) : null}
      {parts.map((part) =>
        table ? (
          <Box key={part} sx={chartBox(section, part, data, true)}>
            <Box sx={{ position: 'absolute', inset: 0 }}>
              <SectionTable section={section} data={data} grain={grain} tz={tz} part={part} />
            </Box>
          </Box>
        ) : (
          <Box key={part} role="img" aria-label={summary(translate, section, data, grain, tz, part, title)} data-testid={`dashboard-chart-${section.id}-${part}`} sx={chartBox(section, part, data)}>
            {part === 'breakdown' && !(data.breakdown ?? []).length ? (
              <Typography color="text.secondary" variant="body2">
                {translate('app.dashboard.breakdown_empty')}
              </Typography>
            ) : (
              // the chart fills the box without adding to it: the box keeps its least height, or grows with the card
              <Box sx={{ position: 'absolute', inset: 0 }}>
                <Suspense fallback={<ChartSkeleton />}>
                  <SectionCharts section={section} data={data} grain={grain} tz={tz} part={part} />
                </Suspense>
              </Box>
            )}
          </Box>
        ),
      )}
    </>
  );
}

function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const status = error instanceof ApiError ? error.status : undefined;
  // a refused call or a bad range says why; anything else is the generic failure
  const detail = status === 403 ? translate('app.dashboard.forbidden') : status === 422 && error instanceof ApiError ? error.items.map((i) => i.msg).join(' ') : undefined;
  return (
    <Alert
      severity="error"
      data-testid="dashboard-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.dashboard.retry')}
        </Button>
      }
    >
      {translate('app.dashboard.load_failed')}
      {detail ? ` ${detail}` : null}
    </Alert>
  );
}

/** A chart's box: its least height, and a share of the height the card has beyond its content. */
function chartBox(section: DashboardSection, part: 'series' | 'breakdown', data: StatsResponse, table = false) {
  const empty = part === 'breakdown' && !(data.breakdown ?? []).length;
  if (empty && !table) return undefined;
  return { position: 'relative', flex: '1 1 auto', minHeight: empty ? 80 : chartMinHeight(section, part, data.breakdown?.length ?? 0) } as const;
}

type Translate = ReturnType<typeof useTranslate>;

/** What a chart shows, in one sentence (its aria-label): the range's totals, or the breakdown's leaders. */
function summary(translate: Translate, section: DashboardSection, data: StatsResponse, grain: Grain, tz: string, part: 'series' | 'breakdown', title: string): string {
  const name = (key: string) => translate(`app.dashboard.measure.${key}`);
  if (part === 'series') {
    const totals = (section.series?.measures ?? []).map((m) => `${name(m.key)} ${formatMeasure(data.totals?.[m.key], m)}`).join(', ');
    return translate('app.dashboard.chart_summary', {
      section: title,
      grain: translate(`app.dashboard.grain.${grain}`).toLowerCase(),
      from: bucketLabel(data.dateFrom, 'day', tz),
      to: bucketLabel(new Date(Date.parse(data.dateTo) - 1).toISOString(), 'day', tz),
      totals,
    });
  }
  const breakdown = section.breakdown!;
  const measure = breakdown.measures.find((m) => m.key === breakdown.measure);
  const rows = [...(data.breakdown ?? [])].sort((a, b) => Number(b[breakdown.measure] ?? 0) - Number(a[breakdown.measure] ?? 0));
  const top = rows.slice(0, 3).map((r) => `${r.label} ${formatMeasure(r[breakdown.measure], measure)}`).join(', ');
  return translate('app.dashboard.breakdown_summary', { section: title, measure: name(breakdown.measure).toLowerCase(), count: rows.length, top: top || '0' });
}
