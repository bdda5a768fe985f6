import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A Yes/No question, e.g. 'Are you sure you want to delete it?'. */
export function ConfirmDialog({ open, text, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="confirm-dialog-text">
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.no')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} autoFocus>
          {translate('app.action.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
