import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Create, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { store } from '../../../contract/entities/store';
import { EntityForm } from '../../components/form/EntityForm';
import { withoutEmptyTranslations } from '../../components/form/form-rules';
import { useCancelTarget, useSaveTarget } from '../../components/form/useSaveTarget';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { storeInputs } from './store-inputs';
import { useStoreSynchronize } from './useStoreSynchronize';

/** The store's create screen: the shared store form; once created, the store is synchronised with the proxy. */
export function StoreCreate() {
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { one } = useEntityLabel();
  const target = useSaveTarget(store);
  const cancelTo = useCancelTarget(store);
  const synchronize = useStoreSynchronize();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.form.create_title', { name: one(store) })}
      </Typography>
      <Create
        resource={store.name}
        redirect={false}
        transform={(data: Record<string, unknown>) => withoutEmptyTranslations(store, data)}
        component={Paper}
        // ten tabs are wider than a 1280 px screen: the card (a flex item) must not grow to their width, the tab bar scrolls
        sx={{ '& .RaCreate-main': { mt: 0 }, '& .RaCreate-card': { minWidth: 0 } }}
        mutationOptions={{
          onSuccess: async (data: RaRecord) => {
            await synchronize(data.id);
            notify(store.messages?.created ?? 'app.message.created', { type: 'success' });
            navigate(target);
          },
          onError: notifyError,
        }}
      >
        <EntityForm decl={store} mode="create" inputs={storeInputs} cancelTo={cancelTo} />
      </Create>
    </>
  );
}
