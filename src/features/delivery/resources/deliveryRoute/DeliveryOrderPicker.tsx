import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DeliveryStopOrder } from '../../../../../contract/delivery/routes';
import type { Order, OrderFilter } from '../../../../../contract/orders';
import { useOrdersApi } from '../../../orders/orders-api';

const RESULTS = 8;
/** Typed digits up to this length are an order id, longer ones a telephone. */
const ORDER_ID_DIGITS = 7;
/** How long typing pauses before the orders are searched. */
const SEARCH_DELAY_MS = 250;

/** The orders list's filter for a search: active orders, by id or by telephone. */
function searchFilter(search: string): OrderFilter {
  const digits = search.replace(/\D/g, '');
  const filter: OrderFilter = { deleted: false };
  if (digits && digits.length <= ORDER_ID_DIGITS && digits === search.trim()) filter.orderId = Number(digits);
  else if (digits) filter.telephone = digits;
  return filter;
}

/** An order of the orders list as a stop shows it. */
export function stopOrderOf(o: Order): DeliveryStopOrder {
  const a = o.address ?? {};
  const coordinate = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
  return {
    orderId: o.orderId,
    mongoId: o.mongoId,
    franchiseId: o.franchiseId,
    franchiseName: o.franchise?.name ?? null,
    latitude: coordinate(a.latitude),
    longitude: coordinate(a.longitude),
    status: o.status,
    paymentMethod: o.paymentMethod,
    customer: [o.customer?.firstname, o.customer?.lastname].filter(Boolean).join(' '),
    telephone: o.telephone,
    address: [a.address, a.apartment, a.state].filter(Boolean).join(', '),
  };
}

export interface DeliveryOrderPickerProps {
  chosen: number[];
  onAdd: (order: DeliveryStopOrder) => void;
}

/** Finds active orders by id or telephone (the newest first when the search is empty) and adds them as stops. */
export function DeliveryOrderPicker({ chosen, onAdd }: DeliveryOrderPickerProps) {
  const translate = useTranslate();
  const api = useOrdersApi();
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState(search);

  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filter = searchFilter(searched);
  // a failed search leaves nothing listed; the last results stay while the next search reads
  const { data: results } = useQuery({
    queryKey: ['orders', 'list', 1, RESULTS, filter],
    queryFn: async ({ signal }) => (await api.list(1, RESULTS, filter, signal)).data.map(stopOrderOf),
    retry: false,
    placeholderData: keepPreviousData,
  });

  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        label={translate('app.delivery.form.search_orders')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        inputProps={{ 'data-testid': 'order-search' }}
      />
      <List dense sx={{ maxHeight: 280, overflow: 'auto' }} data-testid="order-results">
        {results?.map((o) => {
          const on = chosen.includes(o.orderId);
          return (
            <ListItem
              key={o.orderId}
              divider
              secondaryAction={
                <Button size="small" disabled={on} onClick={() => onAdd(o)} aria-label={`${translate('app.delivery.form.add')} ${o.orderId}`}>
                  {translate(on ? 'app.delivery.form.added' : 'app.delivery.form.add')}
                </Button>
              }
            >
              <ListItemText
                primary={`${translate('app.delivery.form.order_label', { id: o.orderId })}${o.customer ? ` · ${o.customer}` : ''}`}
                secondary={`${o.address} · ${o.status}`}
                sx={{ pr: 10 }}
              />
            </ListItem>
          );
        })}
        {results && !results.length && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('app.delivery.form.search_empty')}
          </Typography>
        )}
      </List>
    </Box>
  );
}
