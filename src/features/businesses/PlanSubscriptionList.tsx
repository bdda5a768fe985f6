import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { planSubscription } from '../../../contract/entities/business/planSubscription';
import { pageCount } from '../../../contract/pager';
import { screenPath } from '../../../contract/screen-paths';
import { useCan } from '../../authProvider/useCan';
import { LoadingBar } from '../../components/LoadingBar';
import { Pager } from '../../components/list/Pager';
import { PermissionButton } from '../../components/PermissionButton';
import { intlLocale } from '../../i18n/intl-locale';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<string, 'default' | 'success' | 'error' | 'warning'> = { paid: 'success', failed: 'error', refunded: 'warning', pending: 'default' };

interface SubscriptionRow {
  id: number;
  planName?: string | null;
  businessName?: string | null;
  promoCode?: { code?: string | null } | null;
  payment?: { brand?: string | null; status?: string | null; last4?: string | null } | null;
  dateAdded?: string;
}

/**
 * /plan/subscription: each subscription with its plan, business, promo code (shown as promo) and
 * payment (brand, status, last4), newest first; a row opens its form.
 */
export function PlanSubscriptionList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { can } = useCan();
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<SubscriptionRow>(planSubscription.name, {
    pagination: { page, perPage: PAGE_SIZE },
    sort: { field: planSubscription.id, order: 'DESC' },
    filter: {},
  });
  const t = (key: string) => translate(`app.business.subscription.${key}`);
  const mayUpdate = can(planSubscription.permission, 'update');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <PermissionButton
          allowed={can(planSubscription.permission, 'create')}
          label={t('create')}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => navigate(screenPath(planSubscription, 'create'))}
        >
          {t('create')}
        </PermissionButton>
      </Box>
      <Paper>
        {isPending && <LoadingBar />}
        {/* focusable: a table wider than a phone scrolls by keyboard too */}
        <TableContainer tabIndex={0}>
          <Table size="small" data-testid="subscription-table">
            <TableHead>
              <TableRow>
                {['plan', 'business', 'promo', 'brand', 'status', 'last4', 'date'].map((key) => (
                  <TableCell key={key}>{t(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((row) => (
                <TableRow
                  key={row.id}
                  hover={mayUpdate}
                  onClick={mayUpdate ? () => navigate(screenPath(planSubscription, 'edit', row.id)) : undefined}
                  sx={{ cursor: mayUpdate ? 'pointer' : 'default' }}
                >
                  <TableCell>{row.planName}</TableCell>
                  <TableCell>{row.businessName}</TableCell>
                  <TableCell>{row.promoCode?.code ?? ''}</TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{row.payment?.brand ?? ''}</TableCell>
                  <TableCell>
                    {row.payment?.status ? (
                      <Chip size="small" label={t(`statuses.${row.payment.status}`)} color={STATUS_COLOR[row.payment.status] ?? 'default'} />
                    ) : null}
                  </TableCell>
                  <TableCell>{row.payment?.last4 ? `•••• ${row.payment.last4}` : ''}</TableCell>
                  <TableCell>{row.dateAdded ? new Date(row.dateAdded).toLocaleDateString(intlLocale()) : ''}</TableCell>
                </TableRow>
              ))}
              {!isPending && (data ?? []).length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{t('none')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ p: 1 }}>
          <Pager page={page} pageCount={pageCount(total ?? 0, PAGE_SIZE)} onChange={setPage} />
        </Box>
      </Paper>
    </Box>
  );
}
