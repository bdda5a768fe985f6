import { TextInput } from 'react-admin';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useFieldLabel } from '../../../../i18n/useLabels';

/** A colour kept as #rrggbb, chosen with the browser's colour picker. */
export const StoreColourInput: CustomInput = ({ name, source }) => {
  const label = useFieldLabel()(name);
  return <StoreColourField source={source} label={label} />;
};

export function StoreColourField({ source, label }: { source: string; label: string }) {
  return <TextInput source={source} label={label} type="color" helperText=" " sx={{ width: 160 }} slotProps={{ inputLabel: { shrink: true } }} />;
}
