import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { order as orderEntity } from '../../../../contract/entities/order';
import { screenPath } from '../../../../contract/screen-paths';
import { PermissionIconButton } from '../../../components/PermissionButton';
import { OrderContactLinks } from './OrderContactLinks';
import type { OrderRowProps } from './order-row-props';

/** Call/SMS links, Edit, and Archive (published) or Recover and Delete (archived), dimmed without the right. */
export function OrderRowActions({ order, rights, archived, busy, onArchive, onRecover, onDelete }: OrderRowProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <OrderContactLinks status={order.status} mongoId={order.mongoId} />
      <PermissionIconButton
        allowed={rights.update}
        label={translate('app.action.edit')}
        icon={<EditIcon fontSize="small" />}
        color="primary"
        component={Link}
        to={screenPath(orderEntity, 'edit', order.mongoId)}
      />
      {!archived && <PermissionIconButton allowed={rights.archive} disabled={busy} label={translate('app.action.archive')} icon={<ArchiveIcon fontSize="small" />} onClick={onArchive} />}
      {archived && <PermissionIconButton allowed={rights.archive} disabled={busy} label={translate('app.action.recover')} icon={<UnarchiveIcon fontSize="small" />} onClick={onRecover} />}
      {archived && (
        <PermissionIconButton allowed={rights.delete} disabled={busy} label={translate('app.action.delete')} color="error" icon={<DeleteForeverIcon fontSize="small" />} onClick={onDelete} />
      )}
    </Stack>
  );
}
