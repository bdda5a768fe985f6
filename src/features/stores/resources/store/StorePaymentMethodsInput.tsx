import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useQuery } from '@tanstack/react-query';
import { useInput } from 'react-admin';
import { store } from '../../../../../contract/entities/store';
import { STORE_PATHS } from '../../../../../contract/stores';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useBackOfficeDataProvider, useNotifyQueryError } from '../../../../dataProvider/hooks';
import { useFieldLabel } from '../../../../i18n/useLabels';

interface Choice {
  id: string;
  name: string;
}
type Held = { paymentMethod: string }[];
const NO_CHOICES: Choice[] = [];

/** The payment methods the store offers, ticked among those of `GET payment_method/l`. */
export const StorePaymentMethodsInput: CustomInput = ({ name, source }) => {
  const label = useFieldLabel()(name);
  const dataProvider = useBackOfficeDataProvider();
  const { data: choices = NO_CHOICES, error } = useQuery({
    queryKey: [store.service, STORE_PATHS.paymentMethods],
    queryFn: ({ signal }) => dataProvider.call<{ data: Choice[] }>(store.service, STORE_PATHS.paymentMethods, { signal }).then((r) => r.data),
    retry: false,
  });
  const { field, fieldState } = useInput({ source });
  const held = new Set(((field.value ?? []) as Held).map((m) => m.paymentMethod));

  useNotifyQueryError(error);

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...held, id] : [...held].filter((m) => m !== id);
    // kept in the order of the choices
    field.onChange(choices.filter((c) => next.includes(c.id)).map((c) => ({ paymentMethod: c.id })));
  };

  return (
    <FormControl component="fieldset" error={!!fieldState.error} sx={{ mb: 2 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {choices.map((c) => (
          <FormControlLabel key={c.id} control={<Checkbox checked={held.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />} label={c.name} />
        ))}
      </FormGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
};
