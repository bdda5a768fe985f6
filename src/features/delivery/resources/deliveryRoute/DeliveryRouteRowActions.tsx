import MapIcon from '@mui/icons-material/Map';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { DELIVERY_ROUTE_STATUSES, deliveryPagePath } from '../../../../../contract/delivery/routes';
import { deliveryRoute } from '../../../../../contract/entities/delivery/deliveryRoute';
import { screenPath } from '../../../../../contract/screen-paths';
import { PermissionIconButton } from '../../../../components/PermissionButton';
import type { ListActions } from '../../../../components/list/useListActions';
import { useNotifyApiError } from '../../../../dataProvider/hooks';
import { useDeliveryApi } from './useDeliveryApi';

/** A route status change with the spec's notice ('Delivery {status}!') and the return to the route list. */
export function useDeliveryStatusChange(after?: () => Promise<unknown>) {
  const api = useDeliveryApi();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  return async (id: RaRecord['id'], status: string) => {
    try {
      await api.setStatus(id, status);
      notify('app.delivery.status_changed', { type: 'success', messageArgs: { status } });
      navigate(screenPath(deliveryRoute, 'list'));
      await after?.();
    } catch (e) {
      notifyError(e);
    }
  };
}

export interface DeliveryRouteRowActionsProps {
  row: RaRecord;
  list: ListActions;
  refetch: () => Promise<unknown>;
}

/** Beside Edit and archive: the route page, the driver's notification, and the status menu. */
export function DeliveryRouteRowActions({ row, list, refetch }: DeliveryRouteRowActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const api = useDeliveryApi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const changeStatus = useDeliveryStatusChange(refetch);

  const sendNotification = async () => {
    list.setBusy(true);
    try {
      await api.notifyDriver(row.id);
      notify('app.delivery.list.notified', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      list.setBusy(false);
    }
  };

  return (
    <>
      <PermissionIconButton allowed label={translate('app.delivery.list.open_page')} icon={<MapIcon fontSize="small" />} component={Link} to={deliveryPagePath(row.id)} />
      <PermissionIconButton
        allowed={list.may.update}
        disabled={list.busy}
        label={translate('app.delivery.list.notify')}
        icon={<NotificationsActiveIcon fontSize="small" />}
        onClick={() => void sendNotification()}
      />
      <PermissionIconButton
        allowed={list.may.update}
        disabled={list.busy}
        label={translate('app.delivery.list.change_status')}
        icon={<SwapHorizIcon fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
      />
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {DELIVERY_ROUTE_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={status === row.status}
            disabled={status === row.status}
            onClick={() => {
              setAnchor(null);
              void changeStatus(row.id, status);
            }}
          >
            {translate(`app.delivery.statuses.${status}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
