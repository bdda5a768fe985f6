// The purchase form's own inputs, shared by create and edit (the rest is generated from the declaration).
import type { CustomInput } from '../../../../components/form/EntityForm';
import { PurchaseLinesInput } from './PurchaseLinesInput';

export const purchaseInputs: Record<string, CustomInput> = {
  purchaseProducts: PurchaseLinesInput,
};
