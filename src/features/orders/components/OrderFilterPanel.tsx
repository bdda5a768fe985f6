import { Box, Button, Collapse, Paper, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderFilter } from '../../../../contract/orders';
import { LookupSelect } from '../../../components/inputs/LookupSelect';
import { ReferenceMultiSelect } from '../../../components/inputs/ReferenceListInput';
import { entityKeys } from '../../../i18n/useLabels';
import { isRangeValid, OrderDateRange } from './OrderDateRange';

/** What the panel edits: the filter of the spec minus the status (the status tabs) and deleted (the tabs). */
export type OrderPanelFilter = Omit<OrderFilter, 'status' | 'deleted' | 'sort' | 'order'>;

export interface OrderFilterPanelProps {
  open: boolean;
  value: OrderPanelFilter;
  onApply: (filter: OrderPanelFilter) => void;
}

/**
 * The lookups of the panel, the console's searchable pickers: 10 a page with 'See More'; franchises
 * 1000 at once (spec, first document, section 5). Labels are catalogue keys.
 */
const LOOKUPS = [
  { key: 'orderTypeIds', label: 'app.order.filter.order_types', resource: 'orderType' },
  { key: 'orderCancellationReasonIds', label: 'app.order.filter.cancellation_reasons', resource: 'orderCancellationReason' },
  { key: 'businessIds', label: 'app.order.filter.businesses', resource: 'business' },
  { key: 'storeIds', label: 'app.order.filter.stores', resource: 'store' },
  { key: 'franchiseIds', label: 'app.order.filter.franchises', resource: 'franchise', perPage: 1000 },
  { key: 'productIds', label: 'app.order.filter.products', resource: 'product' },
] as const;

/** datetime-local text <-> the ISO instant the server filters on (the browser's time zone). */
const toLocalInput = (iso?: string): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (text: string): string | undefined => (text ? new Date(text).toISOString() : undefined);

interface Draft {
  user: string;
  orderId: string;
  telephone: string;
  minPrice: string;
  maxPrice: string;
  dateFrom: string;
  dateTo: string;
  ids: Partial<Record<(typeof LOOKUPS)[number]['key'], number[]>>;
}

const toDraft = (f: OrderPanelFilter): Draft => ({
  user: f.user ? String(f.user) : '',
  orderId: f.orderId ? String(f.orderId) : '',
  telephone: f.telephone ?? '',
  minPrice: f.minPrice !== undefined ? String(f.minPrice) : '',
  maxPrice: f.maxPrice !== undefined ? String(f.maxPrice) : '',
  dateFrom: toLocalInput(f.dateFrom),
  dateTo: toLocalInput(f.dateTo),
  ids: Object.fromEntries(LOOKUPS.map((l) => [l.key, f[l.key] ?? []])),
});

const numberOrUndefined = (text: string): number | undefined => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

const fromDraft = (d: Draft): OrderPanelFilter => {
  const filter: OrderPanelFilter = {
    user: numberOrUndefined(d.user),
    orderId: numberOrUndefined(d.orderId),
    telephone: d.telephone.trim() || undefined,
    minPrice: numberOrUndefined(d.minPrice),
    maxPrice: numberOrUndefined(d.maxPrice),
    dateFrom: fromLocalInput(d.dateFrom),
    dateTo: fromLocalInput(d.dateTo),
  };
  for (const l of LOOKUPS) if (d.ids[l.key]?.length) filter[l.key] = d.ids[l.key];
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as OrderPanelFilter;
};

/** The collapsible filter panel: the full order filter, applied with Filter, emptied with Clear Filter. */
export function OrderFilterPanel({ open, value, onApply }: OrderFilterPanelProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  useEffect(() => setDraft(toDraft(value)), [value]);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const valid = isRangeValid(draft.dateFrom, draft.dateTo);
  const text = (key: 'orderId' | 'telephone' | 'minPrice' | 'maxPrice', label: string, numeric = true) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      type={numeric ? 'number' : 'text'}
      onChange={(e) => set({ [key]: e.target.value })}
      slotProps={{ htmlInput: numeric && key.endsWith('Price') ? { min: 0, step: 'any' } : undefined }}
      sx={{ width: 160 }}
    />
  );

  return (
    <Collapse in={open} unmountOnExit>
      <Paper variant="outlined" role="search" aria-label={translate('app.action.filter')} sx={{ p: 2, mb: 2 }} data-testid="order-filter-panel">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onApply(fromDraft(draft));
          }}
        >
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ mb: 2 }}>
            {text('orderId', translate('app.order.filter.order_id'))}
            {text('telephone', translate(entityKeys.field('order', 'telephone')), false)}
            <LookupSelect
              size="small"
              reference="user"
              label={translate('app.order.filter.user')}
              allowEmpty
              value={numberOrUndefined(draft.user)}
              onChange={(id) => set({ user: id === null ? '' : String(id) })}
            />
            {text('minPrice', translate('app.order.filter.min_price'))}
            {text('maxPrice', translate('app.order.filter.max_price'))}
            <OrderDateRange dateFrom={draft.dateFrom} dateTo={draft.dateTo} onChange={(range) => set(range)} />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2, mb: 2 }}>
            {LOOKUPS.map((l) => (
              <ReferenceMultiSelect
                key={l.key}
                size="small"
                label={translate(l.label)}
                reference={l.resource}
                perPage={'perPage' in l ? l.perPage : undefined}
                value={draft.ids[l.key] ?? []}
                onChange={(ids) => set({ ids: { ...draft.ids, [l.key]: ids } })}
              />
            ))}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!valid}>
              {translate('app.action.filter')}
            </Button>
            <Button
              onClick={() => {
                setDraft(toDraft({}));
                onApply({});
              }}
            >
              {translate('app.action.clear_filter')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Collapse>
  );
}
