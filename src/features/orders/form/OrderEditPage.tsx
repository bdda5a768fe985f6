import { Alert, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotifyApiError } from '../../../dataProvider/hooks';
import { useOrdersApi } from '../orders-api';
import { formToInput, orderToForm, type OrderFormValues } from './order-form-values';
import { OrderForm } from './OrderForm';
import { useOrderSaveTarget } from './useOrderSaveTarget';

/** /sale/order/update/{orderMongoId} */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const api = useOrdersApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const target = useOrderSaveTarget();
  const [initial, setInitial] = useState<{ values: OrderFormValues; orderId: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .one(id)
      .then((order) => setInitial({ values: orderToForm(order), orderId: order.orderId }))
      .catch((error) => {
        setFailed(true);
        notifyError(error);
      });
  }, [api, id, notifyError]);

  if (failed) return <Alert severity="error">{translate('app.message.notFoundText')}</Alert>;
  if (!initial) return <LinearProgress />;
  return (
    <OrderForm
      title={translate('app.order.form.update_title', { id: initial.orderId })}
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
