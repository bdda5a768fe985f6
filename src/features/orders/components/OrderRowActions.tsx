import { Stack } from '@mui/material';
import { order as orderEntity } from '../../../../contract/entities/order';
import { screenPath } from '../../../../contract/screen-paths';
import { ListRowActions } from '../../../components/list/ListRowActions';
import { OrderContactLinks } from './OrderContactLinks';
import type { OrderRowProps } from './order-row-props';

/** Call/SMS links, then the list's row actions: Edit, and Archive or Recover and Delete, dimmed without the right. */
export function OrderRowActions({ order, rights, tab, busy, onAction }: OrderRowProps) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <OrderContactLinks status={order.status} mongoId={order.mongoId} />
      <ListRowActions
        tab={tab}
        busy={busy}
        mayUpdate={rights.update}
        mayArchive={rights.archive}
        mayDelete={rights.delete}
        editTo={screenPath(orderEntity, 'edit', order.mongoId)}
        onAction={onAction}
      />
    </Stack>
  );
}
