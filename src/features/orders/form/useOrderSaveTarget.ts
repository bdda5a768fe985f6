import { useSearchParams } from 'react-router-dom';
import { order } from '../../../../contract/entities/order';
import { screenPath } from '../../../../contract/screen-paths';
import { saveTarget } from '../../../components/form/useSaveTarget';

/** After a save: the `return` path when given (inside the app only), else the orders list (the specification's post-save list names it). */
export function useOrderSaveTarget(): string {
  const [params] = useSearchParams();
  return saveTarget(order, params.get('return')) ?? screenPath(order, 'list');
}
