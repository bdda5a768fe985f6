import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMember } from '../../../contract/chat/chat';
import { useNotifyQueryError } from '../../dataProvider/hooks';
import type { chatApi } from './chat-api';

const NO_STAFF: ChatMember[] = [];

export interface ChatNewDialogProps {
  open: boolean;
  api: ReturnType<typeof chatApi>;
  onClose: () => void;
  onStart: (members: number[], name?: string) => void;
}

/** Picks staff for a new chat: one for a direct chat (found again if it exists), several for a group. */
export function ChatNewDialog({ open, api, onClose, onStart }: ChatNewDialogProps) {
  const translate = useTranslate();
  const { data: staff = NO_STAFF, error } = useQuery({
    queryKey: ['chat', 'staff'],
    queryFn: () => api.staff().then((r) => r.data),
    enabled: open,
    retry: false,
  });
  useNotifyQueryError(error);
  const [picked, setPicked] = useState<ChatMember[]>([]);
  const [name, setName] = useState('');
  useEffect(() => {
    if (!open) return;
    setPicked([]);
    setName('');
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.chat.new_title')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          multiple
          options={staff}
          value={picked}
          onChange={(_e, v) => setPicked(v)}
          getOptionLabel={(o) => o.username}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          renderInput={(params) => (
            <TextField {...params} autoFocus margin="dense" label={translate('app.chat.staff')} helperText={translate('app.chat.staff_help')} inputProps={{ ...params.inputProps, 'data-testid': 'chat-staff' }} />
          )}
        />
        {picked.length > 1 && <TextField fullWidth margin="dense" label={translate('app.chat.room_name')} value={name} onChange={(e) => setName(e.target.value)} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.chat.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!picked.length}
          onClick={() => {
            onStart(picked.map((p) => p.userId), picked.length > 1 && name.trim() ? name.trim() : undefined);
            onClose();
          }}
          data-testid="chat-start"
        >
          {translate('app.chat.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
