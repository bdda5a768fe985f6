import { EntityCreate } from '../../../../components/form/EntityCreate';
import { storeInputs } from './store-inputs';
import { useStoreSynchronize } from './useStoreSynchronize';

/** The store's create screen: the shared form with the store's own inputs; the new store is synchronised with the proxy. */
export function StoreCreate() {
  const synchronize = useStoreSynchronize();
  return <EntityCreate inputs={storeInputs} afterSave={(saved) => synchronize(saved.id)} />;
}
