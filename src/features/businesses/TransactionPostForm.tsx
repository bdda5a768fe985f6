import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { transaction } from '../../../contract/entities/business/transaction';
import { DEFAULT_LANGUAGE_ID } from '../../../contract/products';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';

export interface TransactionPostFormProps {
  businessId: number;
  onPosted: () => void;
}

/** Posts one transaction for the business: its amount moves the balance in the same database write. */
export function TransactionPostForm({ businessId, onPosted }: TransactionPostFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const post = async () => {
    setBusy(true);
    try {
      const data: Record<string, unknown> = { businessId, amount: amount.trim() === '' ? null : Number(amount) };
      if (name.trim()) data.descriptions = [{ languageId: DEFAULT_LANGUAGE_ID, name: name.trim() }];
      await dataProvider.create(transaction.name, { data });
      notify('app.business.ledger.posted', { type: 'success' });
      setAmount('');
      setName('');
      onPosted();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
      <TextField
        size="small"
        type="number"
        label={translate('app.business.ledger.post_amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        slotProps={{ htmlInput: { step: '0.01', 'data-testid': 'transaction-amount' } }}
        sx={{ width: { md: 260 }, flex: 'none' }}
      />
      <TextField
        size="small"
        label={translate('app.business.ledger.post_name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'transaction-name' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button variant="contained" onClick={() => void post()} disabled={busy || amount.trim() === ''} data-testid="transaction-post">
        {translate('app.business.ledger.post')}
      </Button>
    </Stack>
  );
}
