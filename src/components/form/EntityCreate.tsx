import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Create, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { entityByName } from '../../../contract/entities';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { EntityForm, type CustomInput } from './EntityForm';
import { withoutEmptyTranslations } from './form-rules';
import { useAfterSave, useCancelTarget } from './useSaveTarget';

export interface EntityCreateProps {
  /** field name -> custom input */
  inputs?: Record<string, CustomInput>;
  /** runs after a create committed, before the notice and the redirect (a store's synchronisation) */
  afterSave?: (record: RaRecord) => Promise<unknown>;
  /** values the form starts from, over the declaration's defaults (a call's phone on /call/send/{id}) */
  record?: Partial<RaRecord>;
  /** catalogue key of the title, when the screen names the act otherwise than "Create {name}" */
  title?: string;
}

/** The create screen of an entity: the shared form, the spec's success notice and redirect. */
export function EntityCreate({ inputs, afterSave, record, title }: EntityCreateProps) {
  const decl = entityByName(useResourceContext() ?? '')!;
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const { one } = useEntityLabel();
  const afterSaved = useAfterSave(decl);
  const cancelTo = useCancelTarget(decl);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(title ?? 'app.form.create_title', { name: one(decl) })}
      </Typography>
      <Create
        resource={decl.name}
        record={record}
        redirect={false}
        transform={(data: Record<string, unknown>) => withoutEmptyTranslations(decl, data)}
        component={Paper}
        sx={{ '& .RaCreate-main': { mt: 0 }, '& .RaCreate-card': { minWidth: 0 } }}
        mutationOptions={{
          onSuccess: async (data: RaRecord) => {
            await afterSave?.(data);
            notify(decl.messages?.created ?? 'app.message.created', { type: 'success' });
            afterSaved();
          },
          onError: notifyError,
        }}
      >
        <EntityForm decl={decl} mode="create" inputs={inputs} cancelTo={cancelTo} />
      </Create>
    </>
  );
}
