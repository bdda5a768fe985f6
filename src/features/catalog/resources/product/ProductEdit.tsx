import { EntityEdit } from '../../../../components/form/EntityEdit';
import { productInputs } from './product-inputs';

/** The product's edit screen at /catalog/product/create/{id}: the generated tabs with the product's own inputs. */
export function ProductEdit() {
  return <EntityEdit inputs={productInputs} />;
}
