import { useSearchParams } from 'react-router-dom';
import { order } from '../../../../contract/entities/order';
import { isLocalPath } from '../../../components/form/useSaveTarget';

/** After a save: the `return` path when given (inside the app only), else the orders list. */
export function useOrderSaveTarget(): string {
  const [params] = useSearchParams();
  const back = params.get('return');
  return isLocalPath(back) ? back : order.redirectAfterSave;
}
