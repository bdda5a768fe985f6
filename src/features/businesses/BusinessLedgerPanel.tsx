import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRefresh, useTranslate } from 'react-admin';
import { ACCOUNT_CURRENCY, balanceTone } from '../../../contract/businesses';
import { transaction } from '../../../contract/entities/business/transaction';
import { pageCount } from '../../../contract/pager';
import { useCan } from '../../authProvider/useCan';
import { TransactionPostForm } from './TransactionPostForm';
import { LEDGER_PAGE_SIZE, useBusinessLedger } from './useBusinessLedger';
import { intlLocale } from '../../i18n/intl-locale';

const money = (n: number) => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: ACCOUNT_CURRENCY }).format(n);

function Figure({ label, value, testId, tone }: { label: string; value: string; testId?: string; tone?: 'success.main' | 'error.main' }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId} sx={{ color: tone }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A business's account: its balance beside what its transactions add up to, a form to post one, and the ledger with the balance after each row. */
export function BusinessLedgerPanel({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { can } = useCan();
  const { account, rows, count, page, setPage, reload } = useBusinessLedger(businessId);
  const pages = Math.max(1, pageCount(count, LEDGER_PAGE_SIZE));
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.business.ledger.${key}`, options);
  const onPosted = () => {
    setPage(1);
    reload();
    refresh(); // the form above shows the stored balance
  };
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-testid="business-ledger">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {account && (
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <Figure label={t('balance')} value={money(account.balance)} testId="account-balance" tone={balanceTone(account.balance) === 'positive' ? 'success.main' : 'error.main'} />
          <Figure label={t('ledger_total')} value={money(account.ledgerTotal)} />
          <Figure label={t('transactions')} value={String(account.transactions)} />
          <Figure label={t('last')} value={account.lastTransactionDate ? new Date(account.lastTransactionDate).toLocaleString(intlLocale()) : '-'} />
        </Stack>
      )}
      {can(transaction.permission, 'create') && (
        <>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('post_title')}
          </Typography>
          <TransactionPostForm businessId={businessId} onPosted={onPosted} />
          <Divider sx={{ my: 2 }} />
        </>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Table size="small" data-testid="ledger-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell align="right">{t('balance_after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.transactionId}>
                <TableCell>{row.date ? new Date(row.date).toLocaleString(intlLocale()) : ''}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right" sx={{ color: row.amount < 0 ? 'error.main' : 'success.main' }}>
                  {money(row.amount)}
                </TableCell>
                <TableCell align="right">{money(row.balanceAfter)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ mt: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <Typography variant="body2">{t('page', { page, pages })}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
