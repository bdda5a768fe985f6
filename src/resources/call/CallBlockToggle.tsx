import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { useCallBlock } from './useCallBlock';

export interface CallBlockToggleProps {
  phone: string;
}

/** Blocks the row's phone, or unblocks it (spec: a phone can be blocked or unblocked, one toggle). */
export function CallBlockToggle({ phone }: CallBlockToggleProps) {
  const translate = useTranslate();
  const { blocked, busy, toggle } = useCallBlock(phone);
  const label = translate(blocked ? 'app.call.list.unblock' : 'app.call.list.block', { phone });
  return (
    <IconButton size="small" onClick={() => void toggle()} disabled={busy} title={label} aria-label={label} aria-pressed={blocked} color={blocked ? 'error' : 'default'}>
      {blocked ? <LockOpenIcon fontSize="small" /> : <BlockIcon fontSize="small" />}
    </IconButton>
  );
}
