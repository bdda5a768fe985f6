import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Checkbox, IconButton, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderListRowProps } from './order-row-props';
import { OrderProductsPanel } from './OrderProductsPanel';
import { OrderRowActions } from './OrderRowActions';

/** The table's headings after the chosen columns: the rows' own, always shown. */
export const ORDER_ROW_COLUMNS = ['app.action.show_details', 'app.list.actions'] as const;

const openRowSx = { '& > td': { borderBottom: 'unset' } } as const;
const cellSx: Partial<Record<string, object>> = { address: { maxWidth: 260 }, dateAdded: { whiteSpace: 'nowrap' } };
const panelSx = { py: 0 } as const;

/** One order as a table row (wide screens), in the chosen columns; its product panel is a row below it while open. */
export function OrderTableRow({ columns, ...props }: OrderListRowProps) {
  const { order, selected, onToggle } = props;
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <TableRow hover selected={selected} data-testid="order-row" data-order-id={order.orderId} sx={open ? openRowSx : undefined}>
        <TableCell padding="checkbox">
          <Checkbox size="small" checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': translate('app.order.list.select_order', { id: order.orderId }) } }} />
        </TableCell>
        {columns.map((c) => (
          <TableCell key={c.key} sx={cellSx[c.key]}>
            {c.cell(props)}
          </TableCell>
        ))}
        <TableCell>
          <IconButton size="small" aria-label={translate('app.action.show_details')} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <OrderRowActions {...props} />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell sx={panelSx} colSpan={columns.length + ORDER_ROW_COLUMNS.length + 1}>
            <OrderProductsPanel products={order.orderProduct} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
