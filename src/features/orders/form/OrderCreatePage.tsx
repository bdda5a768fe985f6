import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useNotifyApiError } from '../../../dataProvider/hooks';
import { useOrdersApi } from '../orders-api';
import { emptyOrderForm, formToInput } from './order-form-values';
import { OrderForm } from './OrderForm';
import { useOrderSaveTarget } from './useOrderSaveTarget';

/** /sale/order/create */
export function OrderCreatePage() {
  const api = useOrdersApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const target = useOrderSaveTarget();
  const [saving, setSaving] = useState(false);
  return (
    <OrderForm
      title={translate('app.order.form.create_title')}
      initial={emptyOrderForm()}
      saving={saving}
      onCancel={() => navigate(target)}
      onSave={(values) => {
        setSaving(true);
        api
          .create(formToInput(values))
          .then(() => {
            notify('app.message.created', { type: 'success' });
            navigate(target);
          })
          .catch(notifyError)
          .finally(() => setSaving(false));
      }}
    />
  );
}
