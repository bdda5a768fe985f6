import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { call } from '../../../contract/entities/call/call';
import { ORDER_PATHS, ORDER_SERVICE } from '../../../contract/orders/order-paths';
import type { Order } from '../../../contract/orders/order-types';
import { EntityCreate } from '../../components/form/EntityCreate';
import { LoadingBar } from '../../components/LoadingBar';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';

/** The phone /call/send/{id} calls: call {id}'s number (a call again), or with ?order=true order {id}'s customer's. */
function useCallingPhone(id: string | undefined): { phone?: string; isPending: boolean; missing: boolean } {
  const [search] = useSearchParams();
  const dataProvider = useBackOfficeDataProvider();
  const fromOrder = search.get('order') === 'true';
  const { data, isPending, isError } = useQuery({
    queryKey: ['call', 'callingPhone', fromOrder ? 'order' : 'call', id],
    queryFn: async ({ signal }) => {
      const phone = fromOrder
        ? await dataProvider.call<Order>(ORDER_SERVICE, ORDER_PATHS.one(id as string), { signal }).then((o) => o.telephone)
        : await dataProvider.getOne(call.name, { id: id as string, signal }).then((r) => r.data.phone as string | undefined);
      return phone || null;
    },
    enabled: !!id,
    retry: false,
    // the form is seeded once (docs/decisions.md, "A form is seeded once")
    staleTime: Infinity,
    gcTime: 0,
  });
  return { phone: data ?? undefined, isPending: !!id && isPending, missing: !!id && (isError || data === null) };
}

/**
 * /call/send and /call/send/{id} (spec, route list): a call request, the call form of the calls
 * (its create), opened on a number when the path names a call or, with ?order=true, an order.
 */
export function CallSendPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const { phone, isPending, missing } = useCallingPhone(id);
  if (isPending) return <LoadingBar />;
  return (
    <ResourceContextProvider value={call.name}>
      {missing ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.call.send.no_phone', { id })}
        </Alert>
      ) : null}
      {/* keyed by the number: another id opens a form seeded with its own */}
      <EntityCreate key={phone ?? ''} title="app.call.send.title" record={phone ? { phone } : undefined} />
    </ResourceContextProvider>
  );
}
