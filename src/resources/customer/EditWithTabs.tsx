import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Edit, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import { useCan } from '../../authProvider/useCan';
import { EntityForm, type CustomInput, type ExtraTab } from '../../components/form/EntityForm';
import { withoutEmptyTranslations } from '../../components/form/form-rules';
import { useCancelTarget, useSaveTarget } from '../../components/form/useSaveTarget';
import { AUDIT_PERMISSION } from '../../customPages/audit/audit-entry';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';

const RecordHistory = lazy(() => import('../../customPages/audit/RecordHistory').then((m) => ({ default: m.RecordHistory })));

export interface EditWithTabsProps {
  decl: EntityDeclaration;
  /** tabs after the form's own (before the history), each with content of its own */
  tabs: ExtraTab[];
  /** buttons above the form */
  actions?: ReactNode;
  /** field name -> custom input */
  inputs?: Record<string, CustomInput>;
}

/**
 * The generated edit screen (src/components/form/EntityEdit.tsx) with tabs of the record's related
 * lists after the form's own: a customer's detail, a customer group's members.
 */
export function EditWithTabs({ decl, tabs, actions, inputs }: EditWithTabsProps) {
  const { id = '' } = useParams<'id'>();
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
        sx={{ '& .RaEdit-main': { mt: 0 } }}
        mutationOptions={{
          onSuccess: () => {
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
