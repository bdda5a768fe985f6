import { useState } from 'react';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { CUSTOMER_PATHS, CUSTOMER_SERVICE, type PhoneCheck } from '../../../../../contract/customers';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';
import { useFieldLabel } from '../../../../i18n/useLabels';

/**
 * The telephone, checked when the input is left (`POST phone check`, docs/customers.md): a number
 * that is not one, or that other customers hold, is pointed out under the input; nothing is refused.
 */
export const CustomerTelephoneInput: CustomInput = ({ source, def }) => {
  const translate = useTranslate();
  const label = useFieldLabel()(source) + (def.required ? ' *' : '');
  const record = useRecordContext();
  const dataProvider = useBackOfficeDataProvider();
  const [check, setCheck] = useState<PhoneCheck | null>(null);
  const run = async (telephone: string) => {
    if (!telephone.trim()) return setCheck(null);
    try {
      const body = { telephone, ...(record?.customerId ? { customerId: record.customerId } : {}) };
      setCheck(await dataProvider.call<PhoneCheck>(CUSTOMER_SERVICE, CUSTOMER_PATHS.phoneCheck, { method: 'POST', body }));
    } catch {
      setCheck(null); // the check only informs: a failed one says nothing
    }
  };
  const names = check?.customers.map((c) => `${c.firstname} ${c.lastname}`).join(', ') ?? '';
  const help = !check
    ? ' '
    : !check.valid
      ? translate('app.customer.phone.invalid')
      : check.taken
        ? translate('app.customer.phone.taken', { count: check.taken, names, smart_count: check.taken })
        : translate('app.customer.phone.ok', { telephone: check.telephone });
  return (
    <TextInput
      source={source}
      label={label}
      fullWidth
      helperText={<span data-testid="customer-phone-check">{help}</span>}
      onBlur={(e) => void run(e.target.value)}
    />
  );
};
