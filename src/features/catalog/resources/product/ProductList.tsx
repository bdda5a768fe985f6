import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { product } from '../../../../../contract/entities/product';
import { PRODUCT_PATHS, PRODUCT_SERVICE, productPreviewUrl, sliderBounds, type ProductRanges } from '../../../../../contract/products';
import { EntityListView, type EntityListViewProps, type ListColumn } from '../../../../components/list/EntityListView';
import type { ListActions } from '../../../../components/list/useListActions';
import { useBackOfficeDataProvider, useNotifyApiError, useNotifyQueryError } from '../../../../dataProvider/hooks';
import { entityKeys } from '../../../../i18n/useLabels';
import { ProductFilterPanel } from './ProductFilterPanel';
import { ProductRowActions } from './ProductRowActions';
import { ProductThumbnail } from './ProductThumbnail';

const money = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '');

/** The product filter panel with its price slider, whose bounds are read when the panel first opens. */
function ProductFilters({ open, onChange }: { open: boolean; onChange: (filter: Record<string, unknown>) => void }) {
  const dataProvider = useBackOfficeDataProvider();
  const { data: ranges, error } = useQuery({
    queryKey: [PRODUCT_SERVICE, PRODUCT_PATHS.minmax],
    queryFn: ({ signal }) => dataProvider.call<ProductRanges>(PRODUCT_SERVICE, PRODUCT_PATHS.minmax, { signal }),
    enabled: open,
    retry: false,
  });
  useNotifyQueryError(error);
  return <ProductFilterPanel open={open} priceBounds={sliderBounds(ranges?.price)} onApply={onChange} />;
}

/** Duplicate and Preview (at the product's first store) on an active row. */
function ProductActions({ row, list, refetch }: { row: RaRecord; list: ListActions; refetch: () => Promise<unknown> }) {
  const dataProvider = useBackOfficeDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyApiError();

  const duplicate = async () => {
    list.setBusy(true);
    try {
      await dataProvider.call(PRODUCT_SERVICE, PRODUCT_PATHS.duplicate(row.id), { method: 'POST', resource: product.name });
      notify('app.product.duplicated', { type: 'success' });
      await refetch();
    } catch (e) {
      notifyError(e);
    } finally {
      list.setBusy(false);
    }
  };

  // the tab opens at once (a press may open it), the store's address follows
  const preview = async () => {
    const storeId = (row.stores as number[] | undefined)?.[0];
    if (!storeId) return;
    const tab = window.open('about:blank', '_blank');
    try {
      const { data: store } = await dataProvider.getOne('store', { id: storeId });
      const url = productPreviewUrl(store as { url?: string; ssl?: boolean }, row.id);
      if (url && tab) tab.location.href = url;
      else tab?.close();
    } catch (e) {
      tab?.close();
      notifyError(e);
    }
  };

  return (
    <ProductRowActions
      busy={list.busy}
      mayDuplicate={list.may.create}
      hasStore={Boolean((row.stores as number[] | undefined)?.length)}
      onDuplicate={() => void duplicate()}
      onPreview={() => void preview()}
    />
  );
}

const filterPanel: EntityListViewProps['filterPanel'] = ({ open, onChange }) => <ProductFilters open={open} onChange={onChange} />;
const rowActions: EntityListViewProps['rowActions'] = (row, { tab, list, refetch }) =>
  tab === 'active' ? <ProductActions row={row} list={list} refetch={refetch} /> : null;

/**
 * The product list: the common list (tabs, pager, page size, bulk actions) with the product filter
 * panel, thumbnails, and Duplicate and Preview on each row.
 */
export function ProductList() {
  const translate = useTranslate();
  const columns = useMemo<ListColumn[]>(() => {
    const field = (name: string) => translate(entityKeys.field(product.name, name));
    return [
      {
        key: 'image',
        label: translate('app.product.image'),
        cellSx: { py: 0.5 },
        cell: (row) => <ProductThumbnail src={row.imageMain as string | null} name={row.name as string | null} />,
      },
      { key: 'id', label: translate('app.list.id'), sortField: 'id', cell: (row) => row.id },
      { key: 'name', label: field('name'), sortField: 'name', cell: (row) => row.name as string },
      { key: 'model', label: field('model'), sortField: 'model', cell: (row) => row.model as string },
      { key: 'price', label: field('price'), sortField: 'price', align: 'right', cell: (row) => money(row.price) },
      { key: 'quantity', label: field('quantity'), sortField: 'quantity', align: 'right', cell: (row) => (row.quantity as number | null) ?? '' },
      { key: 'status', label: field('status'), sortField: 'status', cell: (row) => translate(row.status ? 'app.list.enabled' : 'app.list.disabled') },
    ];
  }, [translate]);
  return <EntityListView decl={product} columns={columns} filterPanel={filterPanel} rowActions={rowActions} />;
}
