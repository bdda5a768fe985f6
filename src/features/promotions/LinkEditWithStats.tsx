import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { link } from '../../../contract/entities/promotions/link';
import { LINK_STATS_PATHS, type LinkStatistics } from '../../../contract/promotions';
import { EntityEdit } from '../../components/form/EntityEdit';
import { DayTable, StatCard, StatsRangeInputs } from './components/StatsParts';
import { useStats, type StatsRangeValues } from './components/useStats';

/** A traffic link's form, with its visits over a range below it (ls/{id}). */
export function LinkEditWithStats() {
  const translate = useTranslate();
  const { id } = useParams();
  const [range, setRange] = useState<StatsRangeValues>({ dateFrom: '', dateTo: '' });
  const stats = useStats<LinkStatistics>(link.service, id && /^\d+$/.test(id) ? LINK_STATS_PATHS.statistics(id) : null, range);
  return (
    <>
      <EntityEdit />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {translate('app.promotion.stats.link_title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <StatsRangeInputs value={range} onChange={setRange} />
          <StatCard label={translate('app.promotion.stats.visits')} value={stats.data?.visits ?? 0} testId="link-visits" />
        </Box>
        <DayTable days={stats.data?.days ?? []} countLabel={translate('app.promotion.stats.visits')} />
      </Paper>
    </>
  );
}
