import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Create, useNotify, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { EntityForm, type CustomInput } from './EntityForm';
import { useCancelTarget, useSaveTarget } from './useSaveTarget';

export interface EntityCreateProps {
  inputs?: Record<string, CustomInput>;
}

/** The create screen of an entity: the shared form, the spec's success notice and redirect. */
export function EntityCreate({ inputs }: EntityCreateProps) {
  const decl = entityByName(useResourceContext() ?? '')!;
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const target = useSaveTarget(decl);
  const cancelTo = useCancelTarget(decl);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Create {decl.labelOne}
      </Typography>
      <Create
        resource={decl.name}
        redirect={false}
        component={Paper}
        sx={{ '& .RaCreate-main': { mt: 0 } }}
        mutationOptions={{
          onSuccess: () => {
            notify(decl.messages?.created ?? messages.created, { type: 'success' });
            navigate(target);
          },
          onError: notifyError,
        }}
      >
        <EntityForm decl={decl} mode="create" inputs={inputs} cancelTo={cancelTo} />
      </Create>
    </>
  );
}
