import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
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
  /** shown before the buttons (a list without a header row puts its select-all and count here) */
  before?: ReactNode;
  /** the screen's own bulk actions, after archive / recover / delete */
  after?: ReactNode;
}

/** Archive (active tab), recover and delete (archived tab) for the checked rows. */
export function ListBulkActions({ tab, count, busy, mayArchive, mayDelete, onAction, before, after }: ListBulkActionsProps) {
  const idle = !count || busy;
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }} aria-label={translate('app.list.bulk_actions')} role="toolbar">
      {before}
      {tab === 'active' ? (
        <PermissionButton allowed={mayArchive} disabled={idle} label={translate('app.list.archive_selected')} startIcon={<ArchiveIcon />} onClick={() => onAction('archive')}>
          {translate('app.action.archive')}
        </PermissionButton>
      ) : (
        <>
          <PermissionButton allowed={mayArchive} disabled={idle} label={translate('app.list.recover_selected')} startIcon={<UnarchiveIcon />} onClick={() => onAction('recover')}>
            {translate('app.action.recover')}
          </PermissionButton>
          <PermissionButton allowed={mayDelete} disabled={idle} color="error" label={translate('app.list.delete_selected')} startIcon={<DeleteForeverIcon />} onClick={() => onAction('destroy')}>
            {translate('app.action.delete')}
          </PermissionButton>
        </>
      )}
      {after}
    </Box>
  );
}
