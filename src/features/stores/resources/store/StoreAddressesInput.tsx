import Box from '@mui/material/Box';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { store } from '../../../../../contract/entities/store';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { FieldInput } from '../../../../components/form/FieldInput';
import { useFieldLabel } from '../../../../i18n/useLabels';

const item = store.fields.addresses.fields;
const location = item.location.fields;

/** The store's addresses, each a card of generated inputs on a grid, its location's latitude and longitude side by side. */
export const StoreAddressesInput: CustomInput = ({ name, source, mode }) => {
  const label = useFieldLabel();
  return (
    <ArrayInput source={source} label={label(name)} helperText={false}>
      <SimpleFormIterator disableReordering fullWidth sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, columnGap: 2, width: '100%' }}>
          {Object.entries(item)
            .filter(([sub]) => sub !== 'location')
            .map(([sub, def]) => (
              <FieldInput key={sub} name={sub} def={def} source={sub} path={`${name}.${sub}`} mode={mode} />
            ))}
          {Object.entries(location).map(([sub, def]) => (
            <FieldInput key={sub} name={sub} def={def} source={`location.${sub}`} path={`${name}.location.${sub}`} mode={mode} />
          ))}
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  );
};
