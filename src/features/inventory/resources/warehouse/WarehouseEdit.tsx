import { useParams } from 'react-router-dom';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import { placeInputs } from './place-inputs';
import { WarehouseProducts } from './WarehouseProducts';

/** A warehouse: the shared form, and its stock per product and option combination as a tab. */
export function WarehouseEdit() {
  const { id = '' } = useParams<'id'>();
  return <EntityEdit inputs={placeInputs} tabs={[{ label: 'app.inventory.warehouse.products', content: <WarehouseProducts warehouseId={Number(id)} /> }]} />;
}
