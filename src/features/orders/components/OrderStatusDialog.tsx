import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notesRequired, statusChangeErrors, type OrderStatus, type StatusDialog } from '../../../../contract/orders';
import { useOrdersApi, type NamedItem } from '../orders-api';
import { DriverPicker } from './DriverPicker';

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

const NO_REASONS: NamedItem[] = [];


/** Catalogue keys of the dialog titles ('Cancel order #%{id}'). */
const TITLES: Record<StatusDialog, string> = {
  cancel: 'app.order.status_dialog.cancel',
  stolen: 'app.order.status_dialog.stolen',
  delivering: 'app.order.status_dialog.delivering',
};

/**
 * The dialogs a status change may need: cancel (reason and notes), stolen (notes required),
 * delivering (a driver among the users with the Delivery permission). Confirm stays disabled
 * until the contract's checks pass.
 */
export function OrderStatusDialog({ kind, status, orderId, busy, onCancel, onConfirm }: OrderStatusDialogProps) {
  const api = useOrdersApi();
  const translate = useTranslate();
  // a failed read offers nothing to choose, as an empty list does
  const { data: reasons = NO_REASONS } = useQuery({
    queryKey: ['orders', 'cancellationReasons'],
    queryFn: () => api.cancellationReasons().catch((): NamedItem[] => []),
    enabled: kind === 'cancel',
  });
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [driverId, setDriverId] = useState<number | ''>('');
  const [message, setMessage] = useState('');

  const errors = statusChangeErrors({ status, reasonId: reasonId === '' ? null : reasonId, message });
  const messageError = errors.find((e) => e.path === 'message')?.msg;
  const showNotes = kind !== 'delivering';
  const valid = !errors.length && (kind !== 'delivering' || driverId !== '');

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" data-testid={`order-${kind}-dialog`}>
      <DialogTitle>{translate(TITLES[kind], { id: orderId })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'cancel' && (
            <FormControl size="small" fullWidth>
              <InputLabel id="order-cancel-reason">{translate('app.order.status_dialog.reason')}</InputLabel>
              <Select
                labelId="order-cancel-reason"
                label={translate('app.order.status_dialog.reason')}
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
            <DriverPicker label={translate('app.order.status_dialog.driver')} value={driverId === '' ? null : driverId} onChange={(id) => setDriverId(id ?? '')} />
          )}
          {showNotes && (
            <TextField
              label={translate('app.order.status_dialog.notes')}
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
        <Button onClick={onCancel}>{translate('app.action.close')}</Button>
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
          {translate('app.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
