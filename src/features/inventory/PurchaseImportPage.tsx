import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { purchase } from '../../../contract/entities/inventory/purchase';
import { fieldLabel, type FieldDef } from '../../../contract/fields';
import { INVENTORY_PATHS, PURCHASE_LINE_IMPORT } from '../../../contract/inventory/inventory';
import { screenPath } from '../../../contract/screen-paths';
import { EntityImportView } from '../../components/import/EntityImport';

/** Columns a file may carry. */
const COLUMNS = Object.entries(PURCHASE_LINE_IMPORT.fields as Record<string, FieldDef>)
  .map(([name, def]) => fieldLabel(name, def))
  .join(', ');

/**
 * `/inventory/purchase/import` (first document, section 2): the common import screen (preview,
 * report by row, column and rule, all or nothing) sending purchase lines to `POST p/import/{purchaseId}`,
 * after the purchase is chosen (preselected by `?purchaseId=`). Lines merge by the line rule.
 */
export function PurchaseImportPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get('purchaseId') ?? '';
  const { data: purchases } = useGetList(purchase.name, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } });

  const picker = (
    <TextField
      select
      size="small"
      label={translate('app.inventory.import.purchase')}
      value={purchases?.some((p) => String(p.id) === purchaseId) ? purchaseId : ''}
      onChange={(e) => setParams(e.target.value ? { purchaseId: e.target.value } : {}, { replace: true })}
      fullWidth={false}
      sx={{ minWidth: 260, maxWidth: 420, flex: '1 1 260px', mr: 1 }}
      slotProps={{ htmlInput: { 'data-testid': 'import-purchase' } }}
    >
      {(purchases ?? []).map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {translate('app.inventory.import.purchaseOption', { id: p.id, reference: p.reference ?? '', supplier: p.supplierName ?? '' })}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <div data-testid="import-purchase-lines">
      {/* another purchase starts over: no file, no preview */}
      <EntityImportView
        key={purchaseId}
        decl={purchase}
        options={{
          path: purchaseId ? INVENTORY_PATHS.importLines(purchaseId) : undefined,
          title: translate('app.inventory.import.title'),
          introText: 'app.inventory.import.intro',
          more: (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
              {translate('app.inventory.import.columns', { columns: COLUMNS })}
            </Typography>
          ),
          picker,
          ready: purchaseId !== '',
          notice: (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('app.inventory.import.pick_purchase')}
            </Alert>
          ),
          readyText: 'app.inventory.import.ready',
          back: { to: purchaseId ? screenPath(purchase, 'edit', purchaseId) : screenPath(purchase, 'list'), label: 'app.inventory.import.back' },
        }}
      />
    </div>
  );
}
