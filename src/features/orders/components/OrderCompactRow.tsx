import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderListRowProps } from './order-row-props';
import { OrderProductsPanel } from './OrderProductsPanel';
import { OrderRowActions } from './OrderRowActions';

const fieldSx = { minWidth: 110 } as const;
const valueSx = { typography: 'body2' } as const;
const cardSx = { p: 1.5, mb: 1 } as const;

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={fieldSx}>
    <Typography variant="caption" color="text.secondary" display="block">
      {label}
    </Typography>
    <Box sx={valueSx}>{children}</Box>
  </Box>
);

/** One order as a compact block (under 1800 px or on mobile): the chosen columns' fields, wrapped. */
export function OrderCompactRow({ columns, ...props }: OrderListRowProps) {
  const { order, selected, onToggle } = props;
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={cardSx} data-testid="order-row" data-order-id={order.orderId}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="flex-start">
        <Checkbox size="small" checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': translate('app.order.list.select_order', { id: order.orderId }) } }} />
        {columns.map((c) => (
          <Field key={c.key} label={translate(c.label)}>
            {c.cell(props)}
          </Field>
        ))}
        <Field label={translate('app.list.actions')}>
          <OrderRowActions {...props} />
        </Field>
      </Stack>
      <Button size="small" aria-label={translate('app.action.show_details')} aria-expanded={open} onClick={() => setOpen(!open)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
        {translate('app.action.show_details')}
      </Button>
      {open && <OrderProductsPanel products={order.orderProduct} />}
    </Paper>
  );
}
