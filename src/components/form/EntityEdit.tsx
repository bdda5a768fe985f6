import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Edit, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import { useCan } from '../../authProvider/useCan';
import { AUDIT_PERMISSION } from '../../features/audit/audit-entry';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { EntityForm, type CustomInput, type ExtraTab } from './EntityForm';
import { withoutEmptyTranslations } from './form-rules';
import { useCancelTarget, useSaveTarget } from './useSaveTarget';

const RecordHistory = lazy(() => import('../../features/audit/RecordHistory').then((m) => ({ default: m.RecordHistory })));

export interface EntityEditProps {
  /** field name -> custom input */
  inputs?: Record<string, CustomInput>;
  /** tabs after the form's own (before the history), each with content of its own: a customer's related lists */
  tabs?: ExtraTab[];
  /** buttons above the form */
  actions?: ReactNode;
  /** runs after a save committed, before the notice and the redirect (a store's synchronisation) */
  afterSave?: (record: RaRecord) => Promise<unknown>;
}

/** The edit screen of an entity: the shared form, plus the record's history for auditors. */
export function EntityEdit({ inputs, tabs = [], actions, afterSave }: EntityEditProps) {
  const decl = entityByName(useResourceContext() ?? '')!;
  const { id } = useParams<'id'>();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { one } = useEntityLabel();
  const target = useSaveTarget(decl);
  const cancelTo = useCancelTarget(decl);
  const { can } = useCan();
  const extraTabs: ExtraTab[] = [
    ...tabs,
    ...(can(AUDIT_PERMISSION, 'list')
      ? [{ label: 'app.form.history', content: <Suspense fallback={null}><RecordHistory entity={decl.name} entityId={Number(id)} /></Suspense> }]
      : []),
  ];
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.form.update_title', { name: one(decl), id })}
      </Typography>
      {actions}
      <Edit
        resource={decl.name}
        id={id}
        redirect={false}
        transform={(data: Record<string, unknown>) => withoutEmptyTranslations(decl, data)}
        mutationMode="pessimistic"
        component={Paper}
        actions={false}
        // the card (a flex item) must not grow to the width of many tabs: the tab bar scrolls
        sx={{ '& .RaEdit-main': { mt: 0 }, '& .RaEdit-card': { minWidth: 0 } }}
        mutationOptions={{
          onSuccess: async (data: RaRecord) => {
            await afterSave?.(data);
            notify(decl.messages?.updated ?? 'app.message.updated', { type: 'success' });
            navigate(target);
          },
          onError: notifyError,
        }}
      >
        <EntityForm decl={decl} mode="update" inputs={inputs} extraTabs={extraTabs} cancelTo={cancelTo} />
      </Edit>
    </>
  );
}
