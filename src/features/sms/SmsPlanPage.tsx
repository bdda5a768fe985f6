import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { business } from '../../../contract/entities/business';
import { smsPlan } from '../../../contract/entities/sms/smsPlan';
import { screenPath } from '../../../contract/screen-paths';
import { SMS_PATHS, type SmsBalance, type SmsPlanCurrent } from '../../../contract/sms/sms';
import { useCan } from '../../authProvider/useCan';
import { LookupSelect } from '../../components/inputs/LookupSelect';
import { useBackOfficeDataProvider, useNotifyApiError, useNotifyQueryError } from '../../dataProvider/hooks';
import { intlLocale } from '../../i18n/intl-locale';
import { LoadingBar } from '../../components/LoadingBar';

const money = (n: number | null | undefined) => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }).format(Number(n ?? 0));

interface PlanRecord {
  id: number;
  smsPlanId: number;
  name: string;
  description?: string | null;
  price: number;
  messagesIncluded: number;
  extraMessagePrice: number | null;
  status: boolean;
}

/** What the campaign send page passes when it sends a store here (spec: "redirected to /sms/plan"). */
export interface SmsPlanRedirectState {
  message?: string;
}

/**
 * /sms/plan: the SMS plans as cards (price, messages a month, the price past them), the business's
 * own marked, "Choose" on the others, this month's use and the providers' balances. Staff who may
 * see businesses pick the business; administrators create and edit plans from here (the page takes
 * the generated list's place).
 */
export function SmsPlanPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const queryClient = useQueryClient();
  const { can } = useCan();
  const location = useLocation();
  const state = location.state as SmsPlanRedirectState | null;
  const redirected = state?.message;
  const admin = can(smsPlan.name, 'create');
  const seesBusinesses = can(business.name, 'list');
  // the business shown is in the address (?businessId=), so a link or a redirect can name it
  const [search, setSearch] = useSearchParams();
  const businessId = Number(search.get('businessId')) || null;
  const setBusinessId = (id: number | null) => setSearch(id ? { businessId: String(id) } : {}, { replace: true, state });
  const [busy, setBusy] = useState(false);
  // the message that brought the user here is answered once they choose a plan
  const [chosenHere, setChosenHere] = useState(false);

  const { data: plans = [], isPending } = useGetList<PlanRecord>(smsPlan.name, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'price', order: 'ASC' },
    filter: admin ? {} : { status: true },
  });

  // this month's plan and use of the business shown; the last one stays while another business's comes
  const currentKey = ['sms', SMS_PATHS.planCurrent, businessId];
  const { data: current = null, error: currentError } = useQuery({
    queryKey: currentKey,
    queryFn: ({ signal }) => dataProvider.call<SmsPlanCurrent>('sms', SMS_PATHS.planCurrent, { query: { businessId }, signal }),
    retry: false,
    placeholderData: (previous) => previous,
  });
  useNotifyQueryError(currentError);
  // the balances are for those who may see them; others simply do not get the panel
  const { data: balances = [] } = useQuery({
    queryKey: ['sms', 'balance'],
    queryFn: ({ signal }) =>
      dataProvider
        .call<{ data: (SmsBalance & { error?: string })[] }>('sms', SMS_PATHS.balance, { signal })
        .then((r) => r.data)
        .catch(() => []),
  });

  const choose = async (plan: PlanRecord) => {
    setBusy(true);
    try {
      const res = await dataProvider.call<SmsPlanCurrent>('sms', SMS_PATHS.planChoose, { method: 'POST', body: { smsPlanId: plan.smsPlanId, businessId: current?.businessId ?? businessId }, resource: smsPlan.name });
      // a read still on its way predates the choice: it must not put the old plan back
      await queryClient.cancelQueries({ queryKey: currentKey, exact: true });
      queryClient.setQueryData(currentKey, res);
      setChosenHere(true);
      notify('app.sms.plan.chosen_notice', { type: 'success', messageArgs: { name: plan.name } });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const currentId = current?.plan?.smsPlanId;
  const included = current?.plan?.messagesIncluded ?? 0;
  return (
    <Box sx={{ p: 2, maxWidth: 1400 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Box>
          <Typography variant="h5" component="h1">{translate('app.sms.plan.title')}</Typography>
          <Typography color="text.secondary">{translate('app.sms.plan.intro')}</Typography>
        </Box>
        {admin && (
          <Button variant="outlined" component={Link} to={screenPath(smsPlan, 'create')} data-testid="plan-new">
            {translate('app.sms.plan.new')}
          </Button>
        )}
      </Stack>
      {redirected && !chosenHere && (
        <Alert severity="warning" sx={{ my: 2 }} data-testid="plan-redirect-message">
          {redirected}
        </Alert>
      )}
      {seesBusinesses && (
        <Box sx={{ my: 2, maxWidth: 420 }}>
          <LookupSelect reference={business.name} label={translate('app.sms.plan.business')} value={businessId ?? current?.businessId ?? null} onChange={setBusinessId} valueLabel={current?.businessName ?? undefined} />
        </Box>
      )}
      {current && current.businessId === null && <Alert severity="info" sx={{ my: 2 }}>{translate('app.sms.plan.pick_business')}</Alert>}
      {current && current.businessId !== null && (
        <Card variant="outlined" sx={{ my: 2 }} data-testid="plan-current">
          <CardContent>
            <Typography variant="overline">{translate('app.sms.plan.current')}{current.businessName ? ` · ${current.businessName}` : ''}</Typography>
            {current.plan ? (
              <>
                <Typography variant="h6">{current.plan.name}</Typography>
                <Typography data-testid="plan-usage">{translate('app.sms.plan.usage', { used: current.used.toLocaleString(intlLocale()), left: current.left.toLocaleString(intlLocale()) })}</Typography>
                <LinearProgress variant="determinate" aria-label={translate('app.sms.plan.current')} value={included ? Math.min(100, (current.used / included) * 100) : 100} sx={{ mt: 1, height: 8, borderRadius: 1 }} />
              </>
            ) : (
              <Alert severity="warning" data-testid="plan-none">{translate('app.sms.plan.none')}</Alert>
            )}
          </CardContent>
        </Card>
      )}
      {isPending && <LoadingBar />}
      {!isPending && plans.length === 0 && <Typography color="text.secondary">{translate('app.sms.plan.empty')}</Typography>}
      <Grid container spacing={2}>
        {plans.map((p) => {
          const mine = p.smsPlanId === currentId;
          return (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
              <Card variant={mine ? 'elevation' : 'outlined'} elevation={mine ? 4 : 0} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: mine ? 'primary.main' : undefined, borderWidth: mine ? 2 : 1, borderStyle: 'solid' }} data-testid={`plan-card-${p.smsPlanId}`}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="h6" sx={{ flexGrow: 1 }}>{p.name}</Typography>
                    {mine && <Chip color="primary" size="small" label={translate('app.sms.plan.chosen')} data-testid="plan-chosen" />}
                    {!p.status && <Chip size="small" label={translate('app.sms.plan.inactive')} />}
                  </Stack>
                  <Typography variant="h4" component="p" sx={{ whiteSpace: 'nowrap' }}>
                    {money(p.price)}
                    <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>{translate('app.sms.plan.per_month')}</Typography>
                  </Typography>
                  <Typography sx={{ mt: 1 }}>{translate('app.sms.plan.messages', { count: p.messagesIncluded.toLocaleString(intlLocale()) })}</Typography>
                  <Typography color="text.secondary">
                    {p.extraMessagePrice !== null && p.extraMessagePrice !== undefined ? translate('app.sms.plan.extra', { price: money(p.extraMessagePrice) }) : translate('app.sms.plan.no_extra')}
                  </Typography>
                  {p.description && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{p.description}</Typography>}
                </CardContent>
                <CardActions>
                  {current?.businessId !== null && current?.businessId !== undefined && !mine && p.status && (
                    <Button variant="contained" onClick={() => choose(p)} disabled={busy} data-testid={`plan-choose-${p.smsPlanId}`}>
                      {translate('app.sms.plan.choose')}
                    </Button>
                  )}
                  {admin && (
                    <Button component={Link} to={screenPath(smsPlan, 'edit', p.smsPlanId)}>
                      {translate('app.sms.plan.edit')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {balances.length > 0 && (
        <Box sx={{ mt: 3 }} data-testid="plan-balances">
          <Typography variant="h6" sx={{ mb: 1 }}>{translate('app.sms.plan.balance')}</Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {balances.map((b) => (
              <Card key={b.provider} variant="outlined" sx={{ minWidth: 220 }}>
                <CardContent>
                  <Typography variant="overline">{b.provider}{b.sandbox ? ` (${translate('app.sms.plan.balance_sandbox')})` : ''}</Typography>
                  <Typography variant="h5" data-testid={`balance-${b.provider}`}>
                    {b.balance === null || b.balance === undefined ? translate('app.sms.plan.balance_error') : new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: b.currency || 'USD' }).format(b.balance)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
