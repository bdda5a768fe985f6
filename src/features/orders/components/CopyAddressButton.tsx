import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { useNotify, useTranslate } from 'react-admin';

/** Copies an order's address for a driver's app or a map, with the specification's notice ('succesfuly copy'). */
export function CopyAddressButton({ address }: { address: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify('app.order.list.address_copied', { type: 'success' });
    } catch {
      notify('app.order.list.copy_failed', { type: 'error' });
    }
  };
  return (
    <IconButton size="small" aria-label={translate('app.order.list.copy_address')} onClick={() => void copy()} sx={{ ml: 0.5, p: 0.25 }}>
      <ContentCopyIcon sx={{ fontSize: 16 }} />
    </IconButton>
  );
}
