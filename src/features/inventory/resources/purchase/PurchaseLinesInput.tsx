import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { supplier } from '../../../../../contract/entities/inventory/supplier';
import { INVENTORY_PATHS } from '../../../../../contract/inventory/inventory';
import { addPurchaseLine, withSupplierCosts, type PurchaseLine, type PurchaseLineAddition } from '../../../../../contract/inventory/purchase-lines';
import type { CustomInput } from '../../../../components/form/EntityForm';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../../../dataProvider/hooks';
import { PurchaseProductPicker } from './PurchaseProductPicker';

const optionsText = (line: PurchaseLine) => (line.purchaseProductOption ?? []).map((o) => `${o.name ?? o.optionId}: ${o.value ?? o.optionValueId}`).join(', ');

/**
 * A purchase's lines: added through the product picker by the line rule (contract/inventory/
 * purchase-lines.ts), ordered and received quantities, cost and tax typed per line. Choosing the
 * supplier (or the button) puts the supplier's last known costs on the lines.
 */
export const PurchaseLinesInput: CustomInput = ({ source }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const { setValue, getValues } = useFormContext();
  const lines = (useWatch({ name: source }) as PurchaseLine[] | undefined) ?? [];
  const supplierId = useWatch({ name: 'supplierId' }) as number | null | undefined;
  const [picking, setPicking] = useState(false);

  const write = (next: PurchaseLine[]) => setValue(source, next, { shouldDirty: true, shouldValidate: true });
  const current = () => ((getValues(source) as PurchaseLine[] | undefined) ?? []);
  const add = (addition: PurchaseLineAddition) => {
    const before = current();
    const after = addPurchaseLine(before, addition);
    const what = after.length > before.length ? 'added' : after.length < before.length ? 'removed' : 'changed';
    write(after);
    notify(`app.inventory.picker.${what}`, { type: 'info', messageArgs: { name: addition.productName ?? addition.productId } });
  };
  const change = (i: number, field: 'receivedQty' | 'cost' | 'tax', raw: string) =>
    write(current().map((l, at) => (at === i ? { ...l, [field]: raw === '' ? 0 : Number(raw) } : l)));
  const changeOrdered = (i: number, raw: string) => {
    const l = current()[i];
    // the rule: a quantity for the same combination changes the line; 0 removes it
    write(addPurchaseLine(current(), { productId: l.productId, productName: l.productName, options: l.purchaseProductOption ?? [], quantity: raw === '' ? 0 : Number(raw) }));
  };
  const remove = (i: number) => write(current().filter((_l, at) => at !== i));

  const applySupplierCosts = async (quiet = false) => {
    if (!supplierId) return quiet ? undefined : notify('app.inventory.lines.chooseSupplier', { type: 'warning' });
    const ids = [...new Set(current().map((l) => l.productId))];
    if (!ids.length) return;
    try {
      const costs = await dataProvider.call<{ productId: number; cost: number }[]>(supplier.service, `${INVENTORY_PATHS.supplierCosts(supplierId)}?productIds=${ids.join(',')}`);
      if (!costs.length) return quiet ? undefined : notify('app.inventory.lines.noCosts', { type: 'info' });
      write(withSupplierCosts(current(), new Map(costs.map((c) => [c.productId, c.cost]))));
      notify('app.inventory.lines.costsApplied', { type: 'info', messageArgs: { count: costs.length } });
    } catch (e) {
      notifyError(e);
    }
  };

  // a supplier chosen (not the one the purchase was loaded with) brings its costs
  const loadedSupplier = useRef(supplierId);
  useEffect(() => {
    if (supplierId === loadedSupplier.current) return;
    loadedSupplier.current = supplierId;
    void applySupplierCosts(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supplierId]);

  const total = lines.reduce((sum, l) => sum + Number(l.orderedQty ?? 0) * Number(l.cost ?? 0) + Number(l.tax ?? 0), 0);
  const numberCell = (value: unknown, onChange: (raw: string) => void, testId: string, step = '1') => (
    <TextField
      size="small"
      type="number"
      fullWidth={false}
      value={value ?? 0}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { min: 0, step, 'data-testid': testId } }}
    />
  );

  return (
    <Box data-testid="purchase-lines" sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: '1 1 auto' }}>
          {translate('app.inventory.lines.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPicking(true)} data-testid="purchase-add-products">
          {translate('app.inventory.lines.add')}
        </Button>
        <Button variant="outlined" onClick={() => void applySupplierCosts()} data-testid="purchase-supplier-costs">
          {translate('app.inventory.lines.supplierCosts')}
        </Button>
        <Button variant="outlined" onClick={() => write(current().map((l) => ({ ...l, receivedQty: Math.max(Number(l.receivedQty ?? 0), Number(l.orderedQty ?? 0)) })))} disabled={!lines.length} data-testid="purchase-receive-all">
          {translate('app.inventory.lines.receiveAll')}
        </Button>
      </Box>
      {lines.length ? (
        <TableContainer>
          <Table size="small" aria-label={translate('app.inventory.lines.title')}>
            <TableHead>
              <TableRow>
                {(['product', 'options', 'orderedQty', 'receivedQty', 'cost', 'tax'] as const).map((c) => (
                  <TableCell key={c}>{translate(`app.inventory.lines.${c}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l, i) => (
                <TableRow key={`${l.productId}-${optionsText(l)}`} data-testid="purchase-line">
                  <TableCell>{l.productName ?? l.productId}</TableCell>
                  <TableCell data-testid="purchase-line-options">{optionsText(l)}</TableCell>
                  <TableCell>{numberCell(l.orderedQty, (v) => changeOrdered(i, v), 'line-ordered')}</TableCell>
                  <TableCell>{numberCell(l.receivedQty, (v) => change(i, 'receivedQty', v), 'line-received')}</TableCell>
                  <TableCell>{numberCell(l.cost, (v) => change(i, 'cost', v), 'line-cost', '0.01')}</TableCell>
                  <TableCell>{numberCell(l.tax, (v) => change(i, 'tax', v), 'line-tax', '0.01')}</TableCell>
                  <TableCell>
                    <IconButton aria-label={translate('app.inventory.lines.remove')} onClick={() => remove(i)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={4} />
                <TableCell colSpan={3}>
                  <strong>{translate('app.inventory.lines.total')}: {total.toFixed(2)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Alert severity="info">{translate('app.inventory.lines.empty')}</Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.inventory.lines.receiveHint')}
      </Typography>
      <PurchaseProductPicker open={picking} onClose={() => setPicking(false)} onAdd={add} />
    </Box>
  );
};
