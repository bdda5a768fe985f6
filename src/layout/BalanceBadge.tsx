import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useBackOfficeDataProvider } from '../dataProvider/hooks';
import { intlLocale } from '../i18n/intl-locale';

const usd = (n: number) => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n);

const readBalance = (body: unknown): number => {
  const value = typeof body === 'number' ? body : Number((body as { balance?: unknown })?.balance ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** The account balance in USD, rounded to a whole number: green above 0, red otherwise. */
export function BalanceBadge({ balance }: { balance?: number }) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  // a failed read leaves $0: the badge never reports an error
  const { data: fetched = 0 } = useQuery({
    queryKey: ['api', 'account/balance'],
    queryFn: ({ signal }) => dataProvider.call<unknown>('api', 'account/balance', { signal }).then(readBalance),
    enabled: balance === undefined,
    retry: false,
  });
  const value = Math.round(balance ?? fetched);
  return (
    <Chip
      size="small"
      label={usd(value)}
      aria-label={translate('app.topbar.balance')}
      data-testid="balance"
      sx={{ bgcolor: value > 0 ? 'success.main' : 'error.main', color: value > 0 ? 'success.contrastText' : 'error.contrastText', fontWeight: 600 }}
    />
  );
}
