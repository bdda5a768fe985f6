import { useParams } from 'react-router-dom';
import { EntityCreate } from '../../../../components/form/EntityCreate';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import { customerDetailTabs } from './CustomerDetailTabs';
import { CustomerTelephoneInput } from './CustomerTelephoneInput';

const inputs = { telephone: CustomerTelephoneInput };

/**
 * A customer's detail (spec, second document, section 4): the form, then the tabs orders, reviews,
 * wishlist brands, wishlist products, cart and statistics, each its own paged list.
 */
export function CustomerEdit() {
  const { id = '' } = useParams<'id'>();
  return <EntityEdit tabs={customerDetailTabs(id)} inputs={inputs} />;
}

/** The generated create form, the telephone checked as on the detail. */
export const CustomerCreate = () => <EntityCreate inputs={inputs} />;
