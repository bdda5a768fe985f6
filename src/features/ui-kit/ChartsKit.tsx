import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingBar } from '../../components/LoadingBar';
import { chartMinHeight } from '../dashboard/dashboard-data';
import { browserZone } from '../orders/statistics/order-stats-range';
import { chartKinds, sampleStats } from './chart-samples';

const SectionCharts = lazy(() => import('../dashboard/SectionCharts'));

/** The dashboard's chart component, one section of each kind, drawn from sample figures. */
export function ChartsKit() {
  const translate = useTranslate();
  const tz = useMemo(browserZone, []);
  const samples = useMemo(
    () => chartKinds().map((section) => ({ section, data: sampleStats(section, (n) => translate('app.ui_kit.charts.sample_label', { n }), tz) })),
    [translate, tz],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('app.ui_kit.charts.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {samples.map(({ section, data }) => (
          <Card key={section.id} variant="outlined" data-testid={`kit-chart-${section.id}`}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Typography variant="h6" component="h2">
                {translate(`app.dashboard.section.${section.id}`)}
              </Typography>
              {[...(section.series ? (['series'] as const) : []), ...(section.breakdown ? (['breakdown'] as const) : [])].map((part) => (
                <Box key={part} sx={{ position: 'relative', minHeight: chartMinHeight(section, part, data.breakdown?.length ?? 0) }}>
                  <Box sx={{ position: 'absolute', inset: 0 }}>
                    <Suspense fallback={<LoadingBar />}>
                      <SectionCharts section={section} data={data} grain={data.grain} tz={tz} part={part} />
                    </Suspense>
                  </Box>
                </Box>
              ))}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
