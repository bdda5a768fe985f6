import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PermissionIconButton } from '../PermissionButton';
import type { ListAction } from './ListBulkActions';
import type { ListTab } from './list-prefs';

export interface ListRowActionsProps {
  tab: ListTab;
  busy: boolean;
  mayUpdate: boolean;
  mayArchive: boolean;
  mayDelete: boolean;
  /** the edit screen's path: Edit is then a link (opens in a new tab too) */
  editTo?: string;
  onEdit?: () => void;
  onAction: (op: ListAction) => void;
}

/** Edit, then archive (active tab) or recover and delete (archived tab) for one row. */
export function ListRowActions({ tab, busy, mayUpdate, mayArchive, mayDelete, editTo, onEdit, onAction }: ListRowActionsProps) {
  const translate = useTranslate();
  return (
    <>
      {editTo ? (
        <PermissionIconButton allowed={mayUpdate} label={translate('app.action.edit')} icon={<EditIcon fontSize="small" />} color="primary" component={Link} to={editTo} />
      ) : (
        <PermissionIconButton allowed={mayUpdate} label={translate('app.action.edit')} icon={<EditIcon fontSize="small" />} onClick={onEdit} />
      )}
      {tab === 'active' ? (
        <PermissionIconButton allowed={mayArchive} disabled={busy} label={translate('app.action.archive')} icon={<ArchiveIcon fontSize="small" />} onClick={() => onAction('archive')} />
      ) : (
        <>
          <PermissionIconButton allowed={mayArchive} disabled={busy} label={translate('app.action.recover')} icon={<UnarchiveIcon fontSize="small" />} onClick={() => onAction('recover')} />
          <PermissionIconButton allowed={mayDelete} disabled={busy} label={translate('app.action.delete')} color="error" icon={<DeleteForeverIcon fontSize="small" />} onClick={() => onAction('destroy')} />
        </>
      )}
    </>
  );
}
