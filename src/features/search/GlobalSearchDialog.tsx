import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { GlobalSearchPanel } from './GlobalSearchPanel';

export interface GlobalSearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Read by screen readers, not shown: the input's label says the same to the eye. */
const unseen = { position: 'absolute', width: 1, height: 1, p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The search box, near the top of the screen. Escape closes it; focus then returns where it was
 * (the dialog's own focus trap restores it). Its panel mounts while open, so each opening starts empty.
 */
export function GlobalSearchDialog({ open, onClose }: GlobalSearchDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}>
      <DialogTitle id={titleId} sx={unseen}>
        {translate('app.search.title')}
      </DialogTitle>
      <GlobalSearchPanel onDone={onClose} />
    </Dialog>
  );
}
