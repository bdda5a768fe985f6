import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { purchase } from '../../../../../contract/entities/inventory/purchase';
import { INVENTORY_PAGE_SIZES, INVENTORY_PATHS, PICKER_TABS, type PickerTab } from '../../../../../contract/inventory/inventory';
import type { PurchaseLineAddition, PurchaseLineOption } from '../../../../../contract/inventory/purchase-lines';
import { pageCount } from '../../../../../contract/pager';
import { LoadingBar } from '../../../../components/LoadingBar';
import { DebouncedTextField } from '../../../../components/list/DebouncedTextField';
import { Pager } from '../../../../components/list/Pager';
import { useBackOfficeDataProvider } from '../../../../dataProvider/hooks';

/** A product as the picker's call answers it. */
interface PickerProduct {
  productId: number;
  name: string | null;
  model: string | null;
  price: number;
  productOptions: { option?: { optionId?: number; name?: string | null }; values?: { optionValueId?: number; name?: string | null }[] }[];
}

export interface PurchaseProductPickerProps {
  open: boolean;
  onClose: () => void;
  /** adds (or changes, or removes with 0) the product's line, by the line rule */
  onAdd: (addition: PurchaseLineAddition) => void;
}

/**
 * The product picker of purchases (first document, section 2): tabs 'All published Products' and
 * 'Archived Products'; columns Id, Product, Price, Options, Actions. Options are chosen from the
 * product's own options; Add sends the product, its options and the quantity to the line rule.
 */
export function PurchaseProductPicker({ open, onClose, onAdd }: PurchaseProductPickerProps) {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const [tab, setTab] = useState<PickerTab>('published');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const size = INVENTORY_PAGE_SIZES.picker;
  const path = INVENTORY_PATHS.pickerProducts(tab, page, size) + (name ? `?name=${encodeURIComponent(name)}` : '');
  const { data, isFetching, error } = useQuery({
    queryKey: [purchase.service, path],
    queryFn: ({ signal }) => dataProvider.call<{ data: PickerProduct[]; count: number }>(purchase.service, path, { signal }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="purchase-picker-title" data-testid="purchase-picker">
      <DialogTitle id="purchase-picker-title">{translate('app.inventory.picker.title')}</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_e, next: PickerTab) => {
            setTab(next);
            setPage(1);
          }}
          sx={{ mb: 1 }}
        >
          {PICKER_TABS.map((t) => (
            <Tab key={t} value={t} label={translate(`app.inventory.picker.${t}`)} />
          ))}
        </Tabs>
        <Box sx={{ mb: 1 }}>
          <DebouncedTextField
            label={translate('app.inventory.picker.search')}
            type="text"
            value={name}
            onChange={(v) => {
              setName(typeof v === 'string' ? v : '');
              setPage(1);
            }}
          />
        </Box>
        {isFetching ? <LoadingBar /> : <Box sx={{ height: 4 }} />}
        {error ? <Alert severity="error">{error instanceof Error ? error.message : ''}</Alert> : null}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['id', 'product', 'price', 'options', 'actions'] as const).map((c) => (
                  <TableCell key={c} align={c === 'price' ? 'right' : undefined}>
                    {translate(`app.inventory.picker.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.data ?? []).map((p) => (
                <PickerRow key={`${tab}-${p.productId}`} product={p} onAdd={onAdd} />
              ))}
              {data && !data.data.length ? (
                <TableRow>
                  <TableCell colSpan={5}>{translate('app.inventory.picker.empty')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager page={page} pageCount={pageCount(data?.count ?? 0, size)} onChange={setPage} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.inventory.picker.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One product: a select per option of the product, a quantity and Add. */
function PickerRow({ product, onAdd }: { product: PickerProduct; onAdd: PurchaseProductPickerProps['onAdd'] }) {
  const translate = useTranslate();
  const options = product.productOptions.filter((po) => po.option?.optionId && po.values?.length);
  const [chosen, setChosen] = useState<Record<number, number>>(() =>
    Object.fromEntries(options.map((po) => [po.option!.optionId!, po.values![0].optionValueId!])),
  );
  const [quantity, setQuantity] = useState('1');
  const add = () => {
    const picked: PurchaseLineOption[] = options.map((po) => {
      const optionId = po.option!.optionId!;
      const value = po.values!.find((v) => v.optionValueId === chosen[optionId]);
      return { optionId, optionValueId: chosen[optionId], name: po.option?.name ?? null, value: value?.name ?? null };
    });
    onAdd({ productId: product.productId, productName: product.name, options: picked, quantity: Number(quantity) || 0 });
  };
  return (
    <TableRow data-testid="picker-row">
      <TableCell>{product.productId}</TableCell>
      <TableCell>
        {product.name}
        {product.model ? <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>{product.model}</Box> : null}
      </TableCell>
      <TableCell align="right">{Number(product.price ?? 0).toFixed(2)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {options.length
            ? options.map((po) => (
                <TextField
                  key={po.option!.optionId}
                  select
                  size="small"
                  fullWidth={false}
                  label={po.option?.name ?? ''}
                  value={chosen[po.option!.optionId!] ?? ''}
                  onChange={(e) => setChosen({ ...chosen, [po.option!.optionId!]: Number(e.target.value) })}
                  sx={{ minWidth: 120 }}
                  slotProps={{ htmlInput: { 'data-testid': `picker-option-${po.option!.optionId}` } }}
                >
                  {po.values!.map((v) => (
                    <MenuItem key={v.optionValueId} value={v.optionValueId}>
                      {v.name ?? v.optionValueId}
                    </MenuItem>
                  ))}
                </TextField>
              ))
            : translate('app.inventory.picker.noOptions')}
        </Box>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            type="number"
            fullWidth={false}
            label={translate('app.inventory.picker.quantity')}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { min: 0, 'data-testid': 'picker-quantity' } }}
          />
          <Button variant="contained" size="small" onClick={add} data-testid="picker-add">
            {translate('app.inventory.picker.add')}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
