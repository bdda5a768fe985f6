import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { PermissionIconButton } from '../PermissionButton';
import type { ListAction } from './ListBulkActions';
import type { ListTab } from './list-prefs';

export interface ListRowActionsProps {
  tab: ListTab;
  busy: boolean;
  mayUpdate: boolean;
  mayArchive: boolean;
  mayDelete: boolean;
  onEdit: () => void;
  onAction: (op: ListAction) => void;
}

/** Edit, then archive (active tab) or recover and delete (archived tab) for one row. */
export function ListRowActions({ tab, busy, mayUpdate, mayArchive, mayDelete, onEdit, onAction }: ListRowActionsProps) {
  return (
    <>
      <PermissionIconButton allowed={mayUpdate} label="Edit" icon={<EditIcon fontSize="small" />} onClick={onEdit} />
      {tab === 'active' ? (
        <PermissionIconButton allowed={mayArchive} disabled={busy} label="Archive" icon={<ArchiveIcon fontSize="small" />} onClick={() => onAction('archive')} />
      ) : (
        <>
          <PermissionIconButton allowed={mayArchive} disabled={busy} label="Recover" icon={<UnarchiveIcon fontSize="small" />} onClick={() => onAction('recover')} />
          <PermissionIconButton allowed={mayDelete} disabled={busy} label="Delete" color="error" icon={<DeleteForeverIcon fontSize="small" />} onClick={() => onAction('destroy')} />
        </>
      )}
    </>
  );
}
