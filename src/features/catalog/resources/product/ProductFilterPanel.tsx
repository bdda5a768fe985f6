import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { entityByName } from '../../../../../contract/entities';
import { EMPTY_PRODUCT_FILTER, productFilterQuery, type Bounds, type ProductFilterForm, type StatusChoice } from '../../../../../contract/products';
import { ReferenceMultiSelect } from '../../../../components/inputs/ReferenceListInput';
import { ProductPriceSlider } from './ProductPriceSlider';
import { ProductRangeInputs } from './ProductRangeInputs';

type IdListKey = 'categoryIds' | 'brandIds' | 'productGroupIds' | 'storeIds' | 'franchiseIds' | 'productIds';

/** The multi-selects of the panel: the filter key, the entity chosen from, the label's key. */
const ID_LISTS: readonly { key: IdListKey; reference: string; label: string }[] = [
  { key: 'categoryIds', reference: 'category', label: 'app.product.filter.categories' },
  { key: 'brandIds', reference: 'brand', label: 'app.product.filter.brands' },
  { key: 'productGroupIds', reference: 'productGroup', label: 'app.product.filter.product_groups' },
  { key: 'storeIds', reference: 'store', label: 'app.product.filter.stores' },
  { key: 'franchiseIds', reference: 'franchise', label: 'app.product.filter.franchises' },
  { key: 'productIds', reference: 'product', label: 'app.product.filter.products' },
];

export interface ProductFilterPanelProps {
  open: boolean;
  /** the price slider's bounds (minmax) */
  priceBounds: Bounds;
  /** a Filter press: the list filter to apply (empty on Clear Filter) */
  onApply: (filter: Record<string, unknown>) => void;
}

/**
 * The product filter panel (spec, second document, sections 3 and 5): what is typed or chosen
 * applies on Filter, not on each key; Clear Filter empties it and shows every product again.
 */
export function ProductFilterPanel({ open, priceBounds, onApply }: ProductFilterPanelProps) {
  const translate = useTranslate();
  const [form, setForm] = useState<ProductFilterForm>(EMPTY_PRODUCT_FILTER);
  const set = (patch: Partial<ProductFilterForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(productFilterQuery(form));
  };
  const clear = () => {
    setForm(EMPTY_PRODUCT_FILTER);
    onApply({});
  };

  return (
    <Collapse in={open}>
      <Box
        component="form"
        role="search"
        aria-label={translate('app.action.filters')}
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: 2, mb: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <TextField size="small" name="name" label={translate('app.product.filter.name')} value={form.name} onChange={(e) => set({ name: e.target.value })} sx={{ width: 220 }} />
        <TextField size="small" name="model" label={translate('app.product.filter.model')} value={form.model} onChange={(e) => set({ model: e.target.value })} sx={{ width: 160 }} />
        <TextField
          select
          size="small"
          name="status"
          label={translate('app.product.filter.status')}
          value={form.status}
          onChange={(e) => set({ status: e.target.value as StatusChoice })}
          sx={{ width: 150 }}
        >
          <MenuItem value="">{translate('app.list.any')}</MenuItem>
          <MenuItem value="enabled">{translate('app.list.enabled')}</MenuItem>
          <MenuItem value="disabled">{translate('app.list.disabled')}</MenuItem>
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <ProductRangeInputs
            names={['minPrice', 'maxPrice']}
            minLabel="app.product.filter.min_price"
            maxLabel="app.product.filter.max_price"
            min={form.minPrice}
            max={form.maxPrice}
            onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
          />
          <ProductPriceSlider bounds={priceBounds} min={form.minPrice} max={form.maxPrice} onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })} />
        </Box>
        <ProductRangeInputs
          names={['minQuantity', 'maxQuantity']}
          minLabel="app.product.filter.min_quantity"
          maxLabel="app.product.filter.max_quantity"
          min={form.minQuantity}
          max={form.maxQuantity}
          onChange={(minQuantity, maxQuantity) => set({ minQuantity, maxQuantity })}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2, width: '100%' }}>
          {/* lists of records not declared yet (catalogue entities still coming) are left out */}
          {ID_LISTS.filter((l) => entityByName(l.reference)).map((l) => (
            <ReferenceMultiSelect key={l.key} size="small" name={l.key} reference={l.reference} label={translate(l.label)} value={form[l.key]} onChange={(ids) => set({ [l.key]: ids })} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
          <Button type="submit" variant="contained">
            {translate('app.action.filter')}
          </Button>
          <Button type="button" onClick={clear}>
            {translate('app.action.clear_filter')}
          </Button>
        </Box>
      </Box>
    </Collapse>
  );
}
