import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DeliveryStopOrder } from '../../../../../contract/delivery/routes';

export interface DeliveryStopListProps {
  orderIds: number[];
  known: Map<number, DeliveryStopOrder>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The stops in delivery order: dragged, or moved with the arrows, to reorder. */
export function DeliveryStopList({ orderIds, known, onMove, onRemove }: DeliveryStopListProps) {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number | null>(null);
  if (!orderIds.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('app.delivery.form.no_stops')}
      </Typography>
    );
  }
  return (
    <List dense data-testid="route-stops" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {orderIds.map((id, i) => {
        const o = known.get(id);
        return (
          <ListItem
            key={id}
            data-testid="route-stop"
            data-order-id={id}
            divider={i < orderIds.length - 1}
            draggable
            onDragStart={(e) => {
              setDragged(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null && dragged !== i) onMove(dragged, i);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            sx={{ cursor: 'grab', opacity: dragged === i ? 0.4 : 1, pr: 16 }}
            secondaryAction={
              <>
                <IconButton size="small" disabled={i === 0} onClick={() => onMove(i, i - 1)} aria-label={translate('app.delivery.form.move_up')}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={i === orderIds.length - 1} onClick={() => onMove(i, i + 1)} aria-label={translate('app.delivery.form.move_down')}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" onClick={() => onRemove(i)} aria-label={translate('app.delivery.form.remove')}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemIcon sx={{ minWidth: 56, alignItems: 'center', gap: 0.5 }}>
              <DragIndicatorIcon fontSize="small" color="action" />
              <Typography variant="body2" fontWeight={600}>
                {i + 1}
              </Typography>
            </ListItemIcon>
            <ListItemText
              primary={`${translate('app.delivery.form.order_label', { id })}${o?.customer ? ` · ${o.customer}` : ''}`}
              secondary={o ? `${o.address} · ${o.status}` : undefined}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
