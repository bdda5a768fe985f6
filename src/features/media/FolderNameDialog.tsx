import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FOLDER_NAME_PATTERN, folderMessages } from '../../../contract/media';

export interface FolderNameDialogProps {
  open: boolean;
  /** catalogue key of the title */
  title: string;
  initial?: string;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Asks for a folder name, checked as the server checks it. */
export function FolderNameDialog({ open, title, initial = '', onSave, onClose }: FolderNameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  useEffect(() => setName(initial), [initial, open]);
  const valid = FOLDER_NAME_PATTERN.test(name.trim());
  const save = () => valid && onSave(name.trim());
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('app.media.folder_name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && save()}
          error={name !== '' && !valid}
          helperText={name !== '' && !valid ? folderMessages.badName : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={save}>
          {translate('app.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
