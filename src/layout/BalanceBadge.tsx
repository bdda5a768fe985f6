import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBackOfficeDataProvider } from '../dataProvider/hooks';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** The account balance in USD, rounded to a whole number: green above 0, red otherwise. */
export function BalanceBadge({ balance }: { balance?: number }) {
  const dataProvider = useBackOfficeDataProvider();
  const translate = useTranslate();
  const [fetched, setFetched] = useState<number>(0);
  useEffect(() => {
    if (balance !== undefined) return;
    let live = true;
    dataProvider
      .call<unknown>('api', 'account/balance')
      .then((body) => {
        const value = typeof body === 'number' ? body : Number((body as { balance?: unknown })?.balance ?? 0);
        if (live) setFetched(Number.isFinite(value) ? value : 0);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [balance, dataProvider]);
  const value = Math.round(balance ?? fetched);
  return (
    <Chip
      size="small"
      label={usd.format(value)}
      aria-label={translate('app.topbar.balance')}
      data-testid="balance"
      sx={{ bgcolor: value > 0 ? 'success.main' : 'error.main', color: '#fff', fontWeight: 600 }}
    />
  );
}
