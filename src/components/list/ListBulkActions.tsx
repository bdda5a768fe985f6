import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import { PermissionButton } from '../PermissionButton';
import type { ListTab } from './list-prefs';

export type ListAction = 'archive' | 'recover' | 'destroy';

export interface ListBulkActionsProps {
  tab: ListTab;
  /** how many rows are checked */
  count: number;
  busy: boolean;
  mayArchive: boolean;
  mayDelete: boolean;
  onAction: (op: ListAction) => void;
}

/** Archive (active tab), recover and delete (archived tab) for the checked rows. */
export function ListBulkActions({ tab, count, busy, mayArchive, mayDelete, onAction }: ListBulkActionsProps) {
  const idle = !count || busy;
  return (
    <Box sx={{ display: 'flex', gap: 1, px: 1 }} aria-label="Bulk actions" role="toolbar">
      {tab === 'active' ? (
        <PermissionButton allowed={mayArchive} disabled={idle} label="Archive selected" startIcon={<ArchiveIcon />} onClick={() => onAction('archive')}>
          Archive
        </PermissionButton>
      ) : (
        <>
          <PermissionButton allowed={mayArchive} disabled={idle} label="Recover selected" startIcon={<UnarchiveIcon />} onClick={() => onAction('recover')}>
            Recover
          </PermissionButton>
          <PermissionButton allowed={mayDelete} disabled={idle} color="error" label="Delete selected" startIcon={<DeleteForeverIcon />} onClick={() => onAction('destroy')}>
            Delete
          </PermissionButton>
        </>
      )}
    </Box>
  );
}
