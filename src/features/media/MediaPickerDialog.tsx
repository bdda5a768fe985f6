import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import type { MediaKind, MediaRecord } from '../../../contract/media';
import { MediaBrowser } from './MediaBrowser';

export interface MediaPickerDialogProps {
  kind: MediaKind;
  open: boolean;
  current?: string | null;
  onPick: (record: MediaRecord) => void;
  onClose: () => void;
}

/** A library in a dialog: browse its folders, search, upload in place, press a file to choose it. */
export function MediaPickerDialog({ kind, open, current, onPick, onClose }: MediaPickerDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{translate('app.media.pick_title')}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 420 }}>
        {open ? <MediaBrowser kind={kind} mode="pick" current={current} onPick={onPick} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
