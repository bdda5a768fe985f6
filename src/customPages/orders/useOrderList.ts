import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderFilter } from '../../../contract/orders';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useOrdersApi } from './orders-api';

export interface OrderListResult {
  orders: Order[];
  count: number;
  loading: boolean;
  reload: () => void;
}

/** One page of orders for the filter; `reload` fetches it again (after a change or a realtime event). */
export function useOrderList(page: number, size: number, filter: OrderFilter): OrderListResult {
  const api = useOrdersApi();
  const notifyError = useNotifyApiError();
  const [state, setState] = useState<{ orders: Order[]; count: number; loading: boolean }>({ orders: [], count: 0, loading: true });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(filter);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    api
      .list(page, size, JSON.parse(key) as OrderFilter, controller.signal)
      .then((body) => setState({ orders: body.data, count: body.count, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false }));
        notifyError(error);
      });
    return () => controller.abort();
  }, [api, notifyError, page, size, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
