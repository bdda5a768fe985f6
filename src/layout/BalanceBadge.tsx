import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useBackOfficeDataProvider } from '../dataProvider/hooks';
import { intlLocale } from '../i18n/intl-locale';

const usd = (n: number) => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n);

const readBalance = (body: unknown): number => {
  const value = typeof body === 'number' ? body : Number((body as { balance?: unknown })?.balance ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/**
 * The account balance in USD, rounded to a whole number: green above 0, red otherwise. Until its
 * read answers it shows as loading, never as a red $0; a failed read leaves $0 (the badge never
 * reports an error).
 */
export function BalanceBadge({ balance }: { balance?: number }) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const { data: fetched, isPending, isError } = useQuery({
    queryKey: ['api', 'account/balance'],
    queryFn: ({ signal }) => dataProvider.call<unknown>('api', 'account/balance', { signal }).then(readBalance),
    enabled: balance === undefined,
    retry: false,
  });
  if (balance === undefined && isPending) {
    return (
      <Chip
        size="small"
        label={<CircularProgress size={12} color="inherit" aria-hidden />}
        aria-label={translate('app.topbar.balance_loading')}
        aria-busy="true"
        data-testid="balance"
        data-state="loading"
        // on the top bar's colour: a light veil and the bar's own text colour for the spinner
        sx={{ minWidth: 48, bgcolor: 'rgba(255, 255, 255, 0.2)', color: 'inherit', '& .MuiChip-label': { display: 'flex' } }}
      />
    );
  }
  const value = Math.round(balance ?? (isError ? 0 : (fetched ?? 0)));
  return (
    <Chip
      size="small"
      label={usd(value)}
      aria-label={translate('app.topbar.balance')}
      data-testid="balance"
      data-state="loaded"
      sx={{ bgcolor: value > 0 ? 'success.main' : 'error.main', color: value > 0 ? 'success.contrastText' : 'error.contrastText', fontWeight: 600 }}
    />
  );
}
