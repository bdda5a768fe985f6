import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { CampaignCounters } from '../../../contract/sms/sms';
import { SMS_SCREENS } from '../../../contract/sms/sms';
import { useCampaignReports } from '../../realtime/useCampaignReports';

const COUNTERS: (keyof CampaignCounters)[] = ['smsCount', 'sentCount', 'deliveredCount', 'pendingCount', 'errorCount', 'spamCount', 'skippedCount', 'price'];

/** /sms/campaign/show/{id}: the campaign's counters, moving live as reports arrive. */
export function CampaignShowPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data } = useGetOne('smsCampaign', { id: id! }, { enabled: !!id });
  const [live, setLive] = useState<Partial<CampaignCounters> & { status?: string }>({});
  useEffect(() => setLive({}), [id]);
  useCampaignReports('sms', (e) => {
    if (String(e.campaignId) === String(id)) setLive(e);
  });
  const shown = { ...data, ...live } as Record<string, unknown>;
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1">{String(shown.campaignName ?? '')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="campaign-status">
        {translate('app.sms.campaign.status')}: {String(shown.status ?? '')}
      </Typography>
      <Grid container spacing={2}>
        {COUNTERS.map((key) => (
          <Grid key={key} size={{ xs: 6, sm: 3 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="overline">{translate(`app.sms.campaign.counters.${key}`)}</Typography>
                <Typography variant="h4" data-testid={`counter-${key}`}>{String(shown[key] ?? 0)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{String(shown.message ?? '')}</Typography>
      <Button sx={{ mt: 2 }} component={Link} to={SMS_SCREENS.campaigns}>{translate('ra.action.back')}</Button>
    </Box>
  );
}
