// The store form's own inputs, shared by create and edit (the rest is generated from the declaration).
import type { CustomInput } from '../../../../components/form/EntityForm';
import { StoreAddressesInput } from './StoreAddressesInput';
import { StoreColourInput } from './StoreColourInput';
import { StoreHoursInput } from './StoreHoursInput';
import { StoreMailTemplateInput } from './StoreMailTemplateInput';
import { StorePaymentMethodsInput } from './StorePaymentMethodsInput';

export const storeInputs: Record<string, CustomInput> = {
  favoriteColor: StoreColourInput,
  paymentMethods: StorePaymentMethodsInput,
  orderMailTemplate: StoreMailTemplateInput,
  operationHours: StoreHoursInput,
  addresses: StoreAddressesInput,
};
