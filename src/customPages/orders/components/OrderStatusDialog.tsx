import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { notesRequired, statusChangeErrors, type Driver, type OrderStatus, type StatusDialog } from '../../../../contract/orders';
import { useOrdersApi, type NamedItem } from '../orders-api';

export interface StatusDialogResult {
  message?: string;
  orderCancellationReasonId?: number;
  userId?: number;
}

export interface OrderStatusDialogProps {
  kind: StatusDialog;
  status: OrderStatus;
  orderId: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (result: StatusDialogResult) => void;
}

const TITLES: Record<StatusDialog, string> = {
  cancel: 'Cancel order',
  stolen: 'Order stolen',
  delivering: 'Choose a driver',
};

/**
 * The dialogs a status change may need: cancel (reason and notes), stolen (notes required),
 * delivering (a driver among the users with the Delivery permission). Confirm stays disabled
 * until the contract's checks pass.
 */
export function OrderStatusDialog({ kind, status, orderId, busy, onCancel, onConfirm }: OrderStatusDialogProps) {
  const api = useOrdersApi();
  const [reasons, setReasons] = useState<NamedItem[]>([]);
  const [drivers, setDrivers] = useState<Driver[]>([]);
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [driverId, setDriverId] = useState<number | ''>('');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (kind === 'cancel') void api.cancellationReasons().then(setReasons).catch(() => setReasons([]));
    if (kind === 'delivering') void api.drivers().then(setDrivers).catch(() => setDrivers([]));
  }, [api, kind]);

  const errors = statusChangeErrors({ status, reasonId: reasonId === '' ? null : reasonId, message });
  const messageError = errors.find((e) => e.path === 'message')?.msg;
  const showNotes = kind !== 'delivering';
  const valid = !errors.length && (kind !== 'delivering' || driverId !== '');

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" data-testid={`order-${kind}-dialog`}>
      <DialogTitle>
        {TITLES[kind]} #{orderId}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'cancel' && (
            <FormControl size="small" fullWidth>
              <InputLabel id="order-cancel-reason">Cancellation reason</InputLabel>
              <Select
                labelId="order-cancel-reason"
                label="Cancellation reason"
                value={reasonId}
                onChange={(e) => setReasonId(Number(e.target.value) || '')}
              >
                {reasons.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {kind === 'delivering' && (
            <FormControl size="small" fullWidth>
              <InputLabel id="order-driver">Driver</InputLabel>
              <Select labelId="order-driver" label="Driver" value={driverId} onChange={(e) => setDriverId(Number(e.target.value) || '')}>
                {drivers.map((d) => (
                  <MenuItem key={d.userId} value={d.userId}>
                    {d.username}
                    {d.firstname || d.lastname ? ` (${d.firstname} ${d.lastname})` : ''}
                  </MenuItem>
                ))}
              </Select>
              {!drivers.length && <FormHelperText>No user holds the Delivery permission.</FormHelperText>}
            </FormControl>
          )}
          {showNotes && (
            <TextField
              label="Notes"
              multiline
              minRows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              required={notesRequired({ status, reasonId: reasonId === '' ? null : reasonId })}
              error={!!messageError}
              helperText={messageError}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Close</Button>
        <Button
          variant="contained"
          disabled={!valid || busy}
          onClick={() =>
            onConfirm({
              message: message.trim() || undefined,
              orderCancellationReasonId: kind === 'cancel' && reasonId !== '' ? reasonId : undefined,
              userId: kind === 'delivering' && driverId !== '' ? driverId : undefined,
            })
          }
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
