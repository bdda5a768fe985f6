import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Edit, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { store } from '../../../contract/entities/store';
import { useCan } from '../../authProvider/useCan';
import { EntityForm, type ExtraTab } from '../../components/form/EntityForm';
import { withoutEmptyTranslations } from '../../components/form/form-rules';
import { useCancelTarget, useSaveTarget } from '../../components/form/useSaveTarget';
import { AUDIT_PERMISSION } from '../../customPages/audit/audit-entry';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { storeInputs } from './store-inputs';
import { useStoreSynchronize } from './useStoreSynchronize';

const RecordHistory = lazy(() => import('../../customPages/audit/RecordHistory').then((m) => ({ default: m.RecordHistory })));

/**
 * The store's edit screen: the store as loaded (missing sections filled by the server), the shared
 * store form, the record's history for auditors; after a save the store is synchronised with the proxy.
 */
export function StoreEdit() {
  const { id } = useParams<'id'>();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { one } = useEntityLabel();
  const target = useSaveTarget(store);
  const cancelTo = useCancelTarget(store);
  const synchronize = useStoreSynchronize();
  const { can } = useCan();
  const extraTabs: ExtraTab[] = can(AUDIT_PERMISSION, 'list')
    ? [{ label: 'app.form.history', content: <Suspense fallback={null}><RecordHistory entity={store.name} entityId={Number(id)} /></Suspense> }]
    : [];
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.form.update_title', { name: one(store), id })}
      </Typography>
      <Edit
        resource={store.name}
        id={id}
        redirect={false}
        transform={(data: Record<string, unknown>) => withoutEmptyTranslations(store, data)}
        mutationMode="pessimistic"
        component={Paper}
        actions={false}
        // ten tabs are wider than a 1280 px screen: the card (a flex item) must not grow to their width, the tab bar scrolls
        sx={{ '& .RaEdit-main': { mt: 0 }, '& .RaEdit-card': { minWidth: 0 } }}
        mutationOptions={{
          onSuccess: async (data: RaRecord) => {
            await synchronize(data.id);
            notify(store.messages?.updated ?? 'app.message.updated', { type: 'success' });
            navigate(target);
          },
          onError: notifyError,
        }}
      >
        <EntityForm decl={store} mode="update" inputs={storeInputs} extraTabs={extraTabs} cancelTo={cancelTo} />
      </Edit>
    </>
  );
}
