import { EntityEdit } from '../../../../components/form/EntityEdit';
import { storeInputs } from './store-inputs';
import { useStoreSynchronize } from './useStoreSynchronize';

/**
 * The store's edit screen: the store as loaded (missing sections filled by the server), the shared
 * form with the store's own inputs; after a save the store is synchronised with the proxy.
 */
export function StoreEdit() {
  const synchronize = useStoreSynchronize();
  return <EntityEdit inputs={storeInputs} afterSave={(saved) => synchronize(saved.id)} />;
}
