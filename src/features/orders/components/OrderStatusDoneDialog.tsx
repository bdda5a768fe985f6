import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { orderMessages } from '../../../../contract/orders';

/** How long the confirmation stays (spec, first document, section 9). */
export const STATUS_DONE_CLOSE_MS = 5000;

export interface OrderStatusDoneDialogProps {
  status: string;
  onClose: () => void;
}

/** 'Your order {status}', closing by itself after 5 seconds. */
export function OrderStatusDoneDialog({ status, onClose }: OrderStatusDoneDialogProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, STATUS_DONE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Dialog open onClose={onClose} data-testid="order-status-done">
      <DialogContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <CheckCircleIcon color="success" />
          <Typography>{orderMessages.statusChanged(status)}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
