import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOMER_PATHS, type CustomerDetailTab } from '../../../../../contract/customers';
import { entities } from '../../../../../contract/entities';
import type { EntityDeclaration } from '../../../../../contract/entity';
import { screenPath } from '../../../../../contract/screen-paths';
import type { ExtraTab } from '../../../../components/form/EntityForm';
import { CustomerTabList, type TabColumn, type TabRow } from './CustomerTabList';
import { intlLocale } from '../../../../i18n/intl-locale';

const money = (v: unknown) => (v === null || v === undefined ? '' : Number(v).toFixed(2));
const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString(intlLocale()) : '');
const day = (v: unknown) => (v ? new Date(String(v)).toLocaleDateString(intlLocale()) : '');
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const key = (column: string) => `app.customer.columns.${column}`;

/** A link to a record's edit screen, showing `label`. */
function EditLink({ decl, id, label }: { decl: EntityDeclaration; id: unknown; label: string }) {
  if (id === null || id === undefined) return <>{label}</>;
  return (
    <Link component={RouterLink} to={screenPath(decl, 'edit', String(id))}>
      {label}
    </Link>
  );
}

function StatusChip({ on }: { on: unknown }) {
  const translate = useTranslate();
  return <Chip size="small" color={on ? 'success' : 'default'} label={translate(on ? 'app.customer.status.enabled' : 'app.customer.status.disabled')} />;
}

const COLUMNS: Record<Exclude<CustomerDetailTab, 'statistics'>, TabColumn[]> = {
  orders: [
    { label: key('order'), cell: (r) => <EditLink decl={entities.order} id={r.mongoId} label={`#${text(r.orderId)}`} /> },
    { label: key('status'), cell: (r) => text(r.status) },
    { label: key('store'), cell: (r) => text(r.storeName) },
    { label: key('payment'), cell: (r) => text(r.paymentMethod) },
    { label: key('total'), cell: (r) => `${money(r.totalprice)} ${text(r.currencyCode)}`, align: 'right' },
    { label: key('date'), cell: (r) => when(r.dateAdded) },
  ],
  reviews: [
    { label: key('review'), cell: (r) => <EditLink decl={entities.review} id={r.reviewId} label={`#${text(r.reviewId)}`} /> },
    { label: key('product'), cell: (r) => text(r.productName) },
    { label: key('rating'), cell: (r) => '★'.repeat(Number(r.rating) || 0), align: 'right' },
    { label: key('text'), cell: (r) => text(r.text) },
    { label: key('status'), cell: (r) => <StatusChip on={r.status} /> },
    { label: key('date'), cell: (r) => when(r.dateAdded) },
  ],
  wishlistProducts: [
    { label: key('product'), cell: (r) => <EditLink decl={entities.product} id={r.productId} label={text(r.name)} /> },
    { label: key('model'), cell: (r) => text(r.model) },
    { label: key('price'), cell: (r) => money(r.price), align: 'right' },
    { label: key('status'), cell: (r) => <StatusChip on={r.status} /> },
    { label: key('added'), cell: (r) => when(r.dateAdded) },
  ],
  wishlistBrands: [
    { label: key('brand'), cell: (r) => <EditLink decl={entities.brand} id={r.brandId} label={text(r.name)} /> },
    { label: key('status'), cell: (r) => <StatusChip on={r.status} /> },
    { label: key('added'), cell: (r) => when(r.dateAdded) },
  ],
  cart: [
    { label: key('product'), cell: (r) => <EditLink decl={entities.product} id={r.productId} label={text(r.name)} /> },
    { label: key('model'), cell: (r) => text(r.model) },
    { label: key('store'), cell: (r) => text(r.storeName) },
    { label: key('quantity'), cell: (r) => text(r.quantity), align: 'right' },
    { label: key('price'), cell: (r) => money(r.price), align: 'right' },
    { label: key('line_total'), cell: (r) => money(r.lineTotal), align: 'right' },
    { label: key('added'), cell: (r) => when(r.dateAdded) },
  ],
};

const MONTH_COLUMNS: TabColumn[] = [
  { label: key('month'), cell: (r) => text(r.month) },
  { label: key('orders'), cell: (r) => text(r.orders), align: 'right' },
  { label: key('total'), cell: (r) => money(r.total), align: 'right' },
];

type Summary = Record<string, number | string | null>;
const SUMMARY: [string, (v: Summary[string]) => string][] = [
  ['orders', text],
  ['doneOrders', text],
  ['cancelledOrders', text],
  ['total', money],
  ['average', money],
  ['firstOrder', day],
  ['lastOrder', day],
  ['reviews', text],
  ['wishlistProducts', text],
  ['wishlistBrands', text],
  ['cartItems', text],
];

/** The statistics tab's totals, one small card each. */
function CustomerSummary({ summary }: { summary: Summary }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 1, mb: 2 }} data-testid="customer-summary">
      {SUMMARY.map(([name, show]) => (
        <Paper key={name} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate(`app.customer.summary.${name}`)}
          </Typography>
          <Typography variant="h6" data-testid={`customer-summary-${name}`}>
            {show(summary[name]) || '–'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function CartTotal({ total }: { total: number }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mb: 1 }} data-testid="customer-cart-total">
      {translate('app.customer.cart_total', { total: money(total) })}
    </Typography>
  );
}

/** The detail's tabs after the form's own, in the spec's order: each its own paged list. */
export function customerDetailTabs(customerId: string): ExtraTab[] {
  const list = (tab: Exclude<CustomerDetailTab, 'statistics' | 'cart'>) => (
    <CustomerTabList name={tab} path={(page, count) => CUSTOMER_PATHS[tab](customerId, page, count)} columns={COLUMNS[tab]} />
  );
  return [
    { label: 'app.customer.tabs.orders', content: list('orders') },
    { label: 'app.customer.tabs.reviews', content: list('reviews') },
    { label: 'app.customer.tabs.wishlistBrands', content: list('wishlistBrands') },
    { label: 'app.customer.tabs.wishlistProducts', content: list('wishlistProducts') },
    {
      label: 'app.customer.tabs.cart',
      content: (
        <CustomerTabList<{ data: TabRow[]; count: number; total: number }>
          name="cart"
          path={(page, count) => CUSTOMER_PATHS.cart(customerId, page, count)}
          columns={COLUMNS.cart}
          header={(a) => <CartTotal total={a.total} />}
        />
      ),
    },
    {
      label: 'app.customer.tabs.statistics',
      content: (
        <CustomerTabList<{ data: TabRow[]; count: number; summary: Summary }>
          name="statistics"
          path={(page, count) => CUSTOMER_PATHS.statistics(customerId, page, count)}
          columns={MONTH_COLUMNS}
          header={(a) => <CustomerSummary summary={a.summary} />}
        />
      ),
    },
  ];
}
