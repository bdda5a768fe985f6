import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotifyApiError, useNotifyQueryError } from '../../../dataProvider/hooks';
import { useOrdersApi } from '../orders-api';
import { formToInput, orderToForm } from './order-form-values';
import { OrderForm } from './OrderForm';
import { useOrderSaveTarget } from './useOrderSaveTarget';
import { LoadingBar } from '../../../components/LoadingBar';
import { usePageTitle } from '../../../layout/page-title';

/** /sale/order/update/{orderMongoId} */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const api = useOrdersApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const target = useOrderSaveTarget();
  const [saving, setSaving] = useState(false);
  // the order is read once per visit: it seeds the form, which then holds what is typed (a read
  // again, on focus say, would neither change the form nor, failing, replace it)
  const { data: order, error } = useQuery({
    queryKey: ['orders', 'one', id],
    queryFn: () => api.one(id),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  useNotifyQueryError(error);
  const initial = useMemo(() => (order ? { values: orderToForm(order), orderId: order.orderId } : null), [order]);
  const title = initial ? translate('app.order.form.update_title', { id: initial.orderId }) : undefined;
  usePageTitle(title);

  if (error) return <Alert severity="error">{translate('app.message.notFoundText')}</Alert>;
  if (!initial) return <LoadingBar />;
  return (
    <OrderForm
      title={title ?? ''}
      initial={initial.values}
      saving={saving}
      onCancel={() => navigate(target)}
      onSave={(values) => {
        setSaving(true);
        api
          .update(id, formToInput(values))
          .then(() => {
            notify('app.message.updated', { type: 'success' });
            navigate(target);
          })
          .catch(notifyError)
          .finally(() => setSaving(false));
      }}
    />
  );
}
