// The product form's own inputs, shared by create and edit (the rest is generated from the declaration).
import type { CustomInput } from '../../../../components/form/EntityForm';
import { ProductNameInput } from './ProductNameInput';
import { ProductOptionsInput } from './ProductOptionsInput';

export const productInputs: Record<string, CustomInput> = {
  name: ProductNameInput,
  productOptions: ProductOptionsInput,
};
