import { useEffect, useRef } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultLanguageName, DEFAULT_LANGUAGE_ID, type Description } from '../../../../../contract/products';
import { useFieldLabel } from '../../../../i18n/useLabels';

/**
 * The product's name, kept equal to the default language's description name as the user types
 * either one (the server keeps them in step too: server/features/products/hooks.ts).
 */
export function ProductNameInput({ source }: { source: string }) {
  const label = useFieldLabel()(source);
  const { getValues, setValue } = useFormContext();
  const descriptions = useWatch({ name: 'descriptions' }) as Description[] | undefined;
  const fromDescriptions = defaultLanguageName(descriptions);

  // a product saved without descriptions (older rows, imports): its name fills the default language's, once
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !Array.isArray(descriptions)) return;
    const i = descriptions.findIndex((d) => Number(d?.languageId) === DEFAULT_LANGUAGE_ID);
    if (i < 0) return;
    seeded.current = true;
    const name = getValues(source) as string | null | undefined;
    if (name && !descriptions[i].name) setValue(`descriptions.${i}.name`, name, { shouldDirty: false });
  }, [descriptions, getValues, setValue, source]);

  useEffect(() => {
    if (fromDescriptions !== undefined && getValues(source) !== fromDescriptions) setValue(source, fromDescriptions, { shouldDirty: true, shouldValidate: true });
  }, [fromDescriptions, getValues, setValue, source]);

  const renameDescription = (name: string) => {
    const list = (getValues('descriptions') as Description[] | undefined) ?? [];
    const i = list.findIndex((d) => Number(d?.languageId) === DEFAULT_LANGUAGE_ID);
    if (i >= 0) setValue(`descriptions.${i}.name`, name, { shouldDirty: true });
  };

  return <TextInput source={source} label={label} helperText="app.product.name_help" fullWidth onChange={(e) => renameDescription(e.target.value)} />;
}
