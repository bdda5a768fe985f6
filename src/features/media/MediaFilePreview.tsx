import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { MediaKind, MediaRecord } from '../../../contract/media';
import { MediaThumbnail } from './MediaThumbnail';

/** The stored file as it is: picture, type, bytes, pixels and its URL (set by the upload, not editable). */
export function MediaFilePreview() {
  const record = useRecordContext<MediaRecord & { id: number }>();
  const kind = useResourceContext() as MediaKind;
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box data-testid="media-file-preview" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
      {kind === 'video' && record.url ? (
        <Box component="video" src={record.url} controls preload="metadata" sx={{ width: '100%', maxHeight: 240 }} />
      ) : record.url500 || (record.mime?.startsWith('image/') && record.url) ? (
        <Box sx={{ height: 240, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
          <Box component="img" src={record.url500 || record.url || undefined} alt={record.alt || record.name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        </Box>
      ) : (
        <MediaThumbnail kind={kind} record={record} height={240} />
      )}
      <Box>
        <Typography variant="body2">{record.mime}</Typography>
        <Typography variant="body2">{translate('app.media.size_kb', { size: Math.max(1, Math.round((record.size ?? 0) / 1024)) })}</Typography>
        {record.width && record.height ? <Typography variant="body2">{translate('app.media.dimensions', { width: record.width, height: record.height })}</Typography> : null}
        {record.url ? (
          <Link href={record.url} target="_blank" rel="noopener" variant="body2">
            {translate('app.media.open_file', { name: record.name })}
          </Link>
        ) : null}
      </Box>
    </Box>
  );
}
