import { ArrayInput, SimpleFormIterator } from 'react-admin';
import type { FieldDef } from '../../../../../contract/fields';
import { FieldInput } from '../../../../components/form/FieldInput';
import { useFieldLabel } from '../../../../i18n/useLabels';
import { ProductPricePreview } from './ProductPricePreview';
import { useOptionDetails } from './useOptionDetails';

export interface ProductOptionsInputProps {
  name: string;
  def: FieldDef;
  source: string;
  mode: 'create' | 'update';
}

/**
 * The product's options, one block each: the required flag and the option (picked from the
 * catalogue's options, which fills its details) above its values, a row each; then the live price
 * of the chosen values.
 */
export function ProductOptionsInput({ def, source, mode }: ProductOptionsInputProps) {
  useOptionDetails(source);
  const label = useFieldLabel()(source);
  const fields = def.fields ?? {};
  return (
    <>
      <ArrayInput source={source} label={label} helperText={false}>
        <SimpleFormIterator disableReordering sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}>
          {Object.entries(fields).map(([sub, subDef]) => (
            <FieldInput key={sub} name={sub} def={subDef} source={sub} path={`${source}.${sub}`} mode={mode} />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
      <ProductPricePreview />
    </>
  );
}
