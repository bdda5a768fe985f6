import DescriptionIcon from '@mui/icons-material/Description';
import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import { mediaThumbnail, type MediaKind, type MediaRecord } from '../../../contract/media';

export interface MediaThumbnailProps {
  kind: MediaKind;
  record: MediaRecord;
  height?: number;
}

/** A record's picture at its library's thumbnail size, or a sign of its type (videos, documents). */
export function MediaThumbnail({ kind, record, height = 120 }: MediaThumbnailProps) {
  const src = mediaThumbnail(kind, record);
  const box = { height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' } as const;
  if (src) {
    return (
      <Box sx={box}>
        <Box component="img" src={src} alt={record.alt || record.name} loading="lazy" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </Box>
    );
  }
  return <Box sx={box}>{kind === 'video' ? <MovieIcon color="action" sx={{ fontSize: height / 2.5 }} /> : <DescriptionIcon color="action" sx={{ fontSize: height / 2.5 }} />}</Box>;
}
