import { EntityCreate } from '../../../../components/form/EntityCreate';
import { productInputs } from './product-inputs';

/** The product's create screen: the same form as its edit screen. */
export function ProductCreate() {
  return <EntityCreate inputs={productInputs} />;
}
