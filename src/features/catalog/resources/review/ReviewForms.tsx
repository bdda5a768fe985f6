import { TextInput, useTranslate } from 'react-admin';
import { EntityCreate } from '../../../../components/form/EntityCreate';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useFieldLabel } from '../../../../i18n/useLabels';

/** Who replied: shown, never typed; the server records the signed-in user when a reply is saved. */
const RepliedBy: CustomInput = ({ source }) => {
  const translate = useTranslate();
  const label = useFieldLabel()(source);
  return <TextInput source={source} label={label} readOnly helperText={translate('app.catalog.review.replied_by_help')} fullWidth />;
};

const inputs = { adminName: RepliedBy };

export const ReviewCreate = () => <EntityCreate inputs={inputs} />;
export const ReviewEdit = () => <EntityEdit inputs={inputs} />;
