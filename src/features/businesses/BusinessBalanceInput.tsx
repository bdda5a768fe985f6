import { NumberInput } from 'react-admin';
import type { CustomInput } from '../../components/form/EntityForm';

/**
 * The business's balance: typed on create (it becomes the opening transaction), shown read-only
 * afterwards, since only transactions move it (the server refuses any other value).
 */
export const BusinessBalanceInput: CustomInput = ({ source, mode }) =>
  mode === 'create' ? (
    <NumberInput source={source} helperText=" " />
  ) : (
    <NumberInput source={source} readOnly helperText="app.business.balance_read_only" />
  );
