import AutorenewIcon from '@mui/icons-material/Autorenew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EntityDeclaration } from '../../../../contract/entity';
import { OFFER_CONDITIONAL_FIELDS, offerFieldShown, PROMOTION_PATHS, type Offer } from '../../../../contract/promotions';
import type { CustomInput } from '../../../components/form/EntityForm';
import { FieldInput } from '../../../components/form/FieldInput';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../../dataProvider/hooks';
import { useFieldLabel } from '../../../i18n/useLabels';

/** The choices that decide which fields of an offer count. */
const DECIDING = ['type', 'appliesTo', 'customerEligibility', 'minimumRequirements', 'usageLimits'] as const;

function useOffer(): Partial<Offer> {
  const values = useWatch({ name: [...DECIDING] }) as unknown[];
  return Object.fromEntries(DECIDING.map((k, i) => [k, values[i]])) as Partial<Offer>;
}

/** The generated input of a field, shown only while the offer's choices make it count. */
const ShownWhenRelevant: CustomInput = ({ name, def, source, mode }) => {
  const offer = useOffer();
  return offerFieldShown(name, offer) ? <FieldInput name={name} def={def} source={source} mode={mode} /> : <HiddenField />;
};

/** Marks the form's cell of a hidden field, so the form leaves no gap for it (OFFER_FORM_SX). */
const HiddenField = () => <span data-hidden-field hidden />;

/** Styles of the form around these inputs: cells of hidden fields take no room in the grid. */
export const OFFER_FORM_SX = { '& [role=tabpanel] div:has(> [data-hidden-field])': { display: 'none' } } as const;

/** One side of a Buy X get Y (customerBuy, customerGet): its products or collections by its appliesTo, its percentage by its type. */
const OfferSideInput: CustomInput = ({ name, def, source, mode }) => {
  const offer = useOffer();
  const label = useFieldLabel();
  const [appliesTo, type] = useWatch({ name: [`${source}.appliesTo`, `${source}.type`] }) as [string | undefined, string | undefined];
  if (!offerFieldShown(name, offer)) return <HiddenField />;
  const shown = (sub: string) =>
    (sub !== 'products' || appliesTo === 'Specific products') && (sub !== 'productGroup' || appliesTo === 'Specific collections') && (sub !== 'parcentOff' || type === 'Percentage');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} data-testid={`offer-side-${name}`}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label(name)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3 }}>
        {Object.entries(def.fields ?? {})
          .filter(([sub]) => shown(sub))
          .map(([sub, subDef]) => (
            <Box key={sub} sx={subDef.type === 'list' ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput name={sub} def={subDef} source={`${source}.${sub}`} path={`${name}.${sub}`} mode={mode} />
            </Box>
          ))}
      </Box>
    </Box>
  );
};

/** The code with a Generate button (GET {rest}/g gives a code no discount or promo code holds). */
const codeInput =
  (decl: EntityDeclaration): CustomInput =>
  ({ source, def }) => {
    const translate = useTranslate();
    const label = useFieldLabel()(source) + (def.required ? ' *' : '');
    const dataProvider = useBackOfficeDataProvider();
    const notifyError = useNotifyApiError();
    const { setValue } = useFormContext();
    const [busy, setBusy] = useState(false);
    const generate = async () => {
      setBusy(true);
      try {
        const { code } = await dataProvider.call<{ code: string }>(decl.service, PROMOTION_PATHS.generate(decl.rest));
        setValue(source, code, { shouldDirty: true, shouldValidate: true });
      } catch (e) {
        notifyError(e);
      } finally {
        setBusy(false);
      }
    };
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput source={source} label={label} helperText={translate('app.promotion.generate_help')} fullWidth />
        <Button startIcon={<AutorenewIcon />} onClick={() => void generate()} disabled={busy} sx={{ mt: 1.5, flexShrink: 0 }} data-testid="generate-code">
          {translate('app.promotion.generate')}
        </Button>
      </Box>
    );
  };

/** The custom inputs of a discount or promo code form: the code generator and the fields its choices hide. */
export function offerInputs(decl: EntityDeclaration): Record<string, CustomInput> {
  const inputs: Record<string, CustomInput> = { code: codeInput(decl) };
  for (const name of OFFER_CONDITIONAL_FIELDS) if (name in decl.fields) inputs[name] = ShownWhenRelevant;
  for (const name of ['customerBuy', 'customerGet']) if (name in decl.fields) inputs[name] = OfferSideInput;
  return inputs;
}
