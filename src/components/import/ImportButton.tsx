import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import { screenPath } from '../../../contract/screen-paths';
import { useCan } from '../../authProvider/useCan';
import { PermissionButton } from '../PermissionButton';

/** Opens the import screen of an importable entity; nothing for the others. Dimmed without the create right. */
export function ImportButton({ decl }: { decl: EntityDeclaration }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { can } = useCan();
  if (!decl.importable) return null;
  return (
    <PermissionButton
      allowed={can(decl.name, 'create')}
      label={translate('app.import.button')}
      startIcon={<FileUploadIcon />}
      onClick={() => navigate(screenPath(decl, 'import'))}
    />
  );
}
