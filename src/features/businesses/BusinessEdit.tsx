import { useParams } from 'react-router-dom';
import { transaction } from '../../../contract/entities/business/transaction';
import { useCan } from '../../authProvider/useCan';
import { EntityEdit } from '../../components/form/EntityEdit';
import { BusinessBalanceInput } from './BusinessBalanceInput';
import { BusinessLedgerPanel } from './BusinessLedgerPanel';

const inputs = { balance: BusinessBalanceInput };

/** The generated business form with the balance read-only, and the business's account and ledger below it. */
export function BusinessEdit() {
  const { id } = useParams<'id'>();
  const { can } = useCan();
  return (
    <>
      <EntityEdit inputs={inputs} />
      {id && can(transaction.permission, 'access') ? <BusinessLedgerPanel businessId={Number(id)} /> : null}
    </>
  );
}
