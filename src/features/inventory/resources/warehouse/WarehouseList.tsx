import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { warehouse } from '../../../../../contract/entities/inventory/warehouse';
import { EntityListView } from '../../../../components/list/EntityListView';
import { WarehouseProducts } from './WarehouseProducts';
import { WarehouseStatistics } from './WarehouseStatistics';

/**
 * The warehouse list (spec: "The warehouse list has a product sub-list with its own filter"): the
 * common list, the stock per warehouse, and the products sub-list of the chosen warehouse.
 */
export function WarehouseList() {
  const translate = useTranslate();
  const { data: warehouses } = useGetList(warehouse.name, { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [chosen, setChosen] = useState<string>('');
  const warehouseId = chosen || (warehouses?.[0] ? String(warehouses[0].id) : '');
  return (
    <>
      <EntityListView decl={warehouse} />
      <WarehouseStatistics />
      <Paper sx={{ p: 2, mt: 2 }} data-testid="warehouse-products-section">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {translate('app.inventory.warehouse.products')}
          </Typography>
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('app.inventory.warehouse.chooseWarehouse')}
            value={warehouses?.some((w) => String(w.id) === warehouseId) ? warehouseId : ''}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 240 }}
            slotProps={{ htmlInput: { 'data-testid': 'warehouse-products-warehouse' } }}
          >
            {(warehouses ?? []).map((w) => (
              <MenuItem key={w.id} value={String(w.id)}>
                {String(w.name)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {warehouseId ? <WarehouseProducts warehouseId={Number(warehouseId)} /> : <Typography color="text.secondary">{translate('app.inventory.warehouse.pickWarehouse')}</Typography>}
      </Paper>
    </>
  );
}
