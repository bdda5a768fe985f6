import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import type { MediaKind } from '../../../contract/media';
import { screenPath } from '../../../contract/screen-paths';
import { useEntityLabel } from '../../i18n/useLabels';
import { MediaBrowser } from './MediaBrowser';

export interface MediaLibraryPageProps {
  /** the create screen: the file chooser opens at once */
  startUpload?: boolean;
}

/** One media library's screen (/tool/upload, /tool/icon, /tool/video, /mediaFiles/downloads, /mediaFiles/slide). */
export function MediaLibraryPage({ startUpload }: MediaLibraryPageProps) {
  const decl = entityByName(useResourceContext() ?? '')!;
  const { plural } = useEntityLabel();
  const navigate = useNavigate();
  return (
    <Box data-testid={`list-${decl.name}`}>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        {plural(decl)}
      </Typography>
      <MediaBrowser kind={decl.name as MediaKind} mode="library" startUpload={startUpload} onEdit={(r) => navigate(screenPath(decl, 'edit', r.id))} />
    </Box>
  );
}

export const MediaUploadPage = () => <MediaLibraryPage startUpload />;
