import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { UploadItem } from './useMediaUploads';

export interface MediaUploadListProps {
  items: UploadItem[];
  onClear: () => void;
}

/** One progress bar per file being uploaded; a failure shows its status text and the server's error. */
export function MediaUploadList({ items, onClear }: MediaUploadListProps) {
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <Box data-testid="media-uploads" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5, position: 'relative' }}>
      <IconButton size="small" onClick={onClear} aria-label={translate('app.action.close')} sx={{ position: 'absolute', top: 4, right: 4 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      {items.map((item) => (
        <Box key={item.id} data-testid="media-upload" data-state={item.state} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 240px) 1fr 28px', alignItems: 'center', gap: 1.5, py: 0.5, pr: 4 }}>
          <Typography variant="body2" noWrap title={item.name}>
            {item.name}
          </Typography>
          <Box>
            <LinearProgress
              variant="determinate"
              value={Math.round(item.progress * 100)}
              color={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'primary'}
              aria-label={translate('app.media.uploading', { name: item.name })}
            />
            {item.error ? (
              <Typography variant="caption" color="error" role="alert">
                {item.error}
              </Typography>
            ) : null}
          </Box>
          {item.state === 'done' ? (
            <CheckCircleIcon color="success" fontSize="small" titleAccess={translate('app.media.uploaded')} />
          ) : item.state === 'failed' ? (
            <ErrorIcon color="error" fontSize="small" titleAccess={translate('app.media.upload_failed')} />
          ) : (
            <Typography variant="caption">{Math.round(item.progress * 100)}%</Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
