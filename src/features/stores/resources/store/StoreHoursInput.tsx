import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, TextInput } from 'react-admin';
import { WEEKDAYS } from '../../../../../contract/fields';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useFieldLabel } from '../../../../i18n/useLabels';

/** Operation hours as a week: one row per weekday with its opening and closing time, full time and closed. */
export const StoreHoursInput: CustomInput = ({ name, source }) => {
  const label = useFieldLabel();
  return (
    <Box component="fieldset" aria-label={label(name)} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend" sx={{ mb: 1 }}>
        {label(name)}
      </Typography>
      {WEEKDAYS.map((day) => (
        <Box key={day} role="group" aria-label={label(`${name}.${day}`)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '140px 170px 170px 160px 160px' }, alignItems: 'center', columnGap: 2 }}>
          <Typography>{label(`${name}.${day}`)}</Typography>
          <TextInput source={`${source}.${day}.open`} label={label(`${name}.${day}.open`)} type="time" helperText=" " slotProps={{ inputLabel: { shrink: true } }} />
          <TextInput source={`${source}.${day}.close`} label={label(`${name}.${day}.close`)} type="time" helperText=" " slotProps={{ inputLabel: { shrink: true } }} />
          <BooleanInput source={`${source}.${day}.fullTime`} label={label(`${name}.${day}.fullTime`)} helperText=" " />
          <BooleanInput source={`${source}.${day}.closed`} label={label(`${name}.${day}.closed`)} helperText=" " />
        </Box>
      ))}
    </Box>
  );
};
