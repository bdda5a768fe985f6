import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Edit, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import { useCan } from '../../authProvider/useCan';
import { AUDIT_PERMISSION } from '../../features/audit/audit-entry';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { ApiError } from '../../dataProvider/api-error';
import { isStaleRecord, type StaleRecord } from '../../../contract/record-version';
import { StaleRecordAlert } from './StaleRecordAlert';
import { useEntityLabel } from '../../i18n/useLabels';
import { EntityForm, type CustomInput, type ExtraTab } from './EntityForm';
import { withoutEmptyTranslations } from './form-rules';
import { useAfterSave, useCancelTarget } from './useSaveTarget';

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
  const translate = useTranslate();
  const { one } = useEntityLabel();
  const afterSaved = useAfterSave(decl);
  const cancelTo = useCancelTarget(decl);
  const { can } = useCan();
  // someone saved the record after the form read it: the save was refused, what was typed stays
  const [conflict, setConflict] = useState<StaleRecord | null>(null);
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
        // the form's record is the version its save is based on: read again on Reload only, never
        // behind the operator's back (a refetch on focus would base their edits on a version they did not see)
        queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }}
        component={Paper}
        actions={false}
        // the card (a flex item) must not grow to the width of many tabs: the tab bar scrolls
        sx={{ '& .RaEdit-main': { mt: 0 }, '& .RaEdit-card': { minWidth: 0 } }}
        mutationOptions={{
          onSuccess: async (data: RaRecord) => {
            await afterSave?.(data);
            notify(decl.messages?.updated ?? 'app.message.updated', { type: 'success' });
            afterSaved();
          },
          onError: (error: unknown) => {
            if (error instanceof ApiError && error.status === 409 && isStaleRecord(error.raw)) setConflict(error.raw);
            else notifyError(error);
          },
        }}
      >
        <EntityForm
          decl={decl}
          mode="update"
          inputs={inputs}
          extraTabs={extraTabs}
          cancelTo={cancelTo}
          notice={<StaleRecordAlert conflict={conflict} onReload={() => setConflict(null)} />}
        />
      </Edit>
    </>
  );
}
