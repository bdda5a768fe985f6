import Box from '@mui/material/Box';
import { TextInput, useTranslate } from 'react-admin';
import { EntityCreate } from '../../../../components/form/EntityCreate';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useFieldLabel } from '../../../../i18n/useLabels';

/** Who replied: shown, never typed; the server records the signed-in user when a reply is saved. */
const RepliedBy: CustomInput = ({ source }) => {
  const translate = useTranslate();
  const label = useFieldLabel()(source);
  // the help of a disabled field in the secondary text colour: the disabled grey is 2.7:1 on paper
  const help = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {translate('app.catalog.review.replied_by_help')}
    </Box>
  );
  return <TextInput source={source} label={label} disabled helperText={help} fullWidth />;
};

const inputs = { adminName: RepliedBy };

export const ReviewCreate = () => <EntityCreate inputs={inputs} />;
export const ReviewEdit = () => <EntityEdit inputs={inputs} />;
