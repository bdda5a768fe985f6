import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SelectInput, TextInput } from 'react-admin';
import { store } from '../../../../../contract/entities/store';
import { ORDER_MAIL_TEMPLATE_TYPES } from '../../../../../contract/stores';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { MediaPickerInput } from '../../../../components/inputs/MediaPickerInput';
import { useFieldLabel } from '../../../../i18n/useLabels';
import { StoreColourField } from './StoreColourInput';

const fields = store.fields.orderMailTemplate.fields;

/** The order mail template: its logo from the icon library, its kind, its three colours with a picker, and the callback link. */
export const StoreMailTemplateInput: CustomInput = ({ name, source }) => {
  const label = useFieldLabel();
  const at = (sub: string) => `${source}.${sub}`;
  return (
    <Box component="fieldset" aria-label={label(name)} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend" sx={{ mb: 1 }}>
        {label(name)}
      </Typography>
      <MediaPickerInput source={at('logoId')} label={label(`${name}.logoId`)} def={fields.logoId} />
      <SelectInput source={at('type')} label={label(`${name}.type`)} choices={ORDER_MAIL_TEMPLATE_TYPES.map((t) => ({ id: t, name: `app.store.mail_types.${t}` }))} helperText=" " />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {(['borderColor', 'textColor', 'buttonColor'] as const).map((c) => (
          <StoreColourField key={c} source={at(c)} label={label(`${name}.${c}`)} />
        ))}
      </Box>
      <TextInput source={at('callbackLink')} label={label(`${name}.callbackLink`)} fullWidth helperText=" " />
    </Box>
  );
};
