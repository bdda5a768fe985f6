import IconButton from '@mui/material/IconButton';
import ChatIcon from '@mui/icons-material/Chat';
import { useMemo, useRef } from 'react';
import { useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { sms } from '../../../../../contract/entities/sms/sms';
import { EVENTS } from '../../../../../contract/realtime';
import { SMS_SCREENS } from '../../../../../contract/sms/sms';
import { useCellText } from '../../../../components/list/cell-text';
import { EntityListView, type ListColumn } from '../../../../components/list/EntityListView';
import { PhoneBlockToggle } from '../../../../components/phone/PhoneBlockToggle';
import { entityKeys } from '../../../../i18n/useLabels';
import { useSocketEvent } from '../../../../realtime/useSocketEvent';

/** How often status reports may read the open list again. */
const REFRESH_EVERY_MS = 1000;

/**
 * /call/sms: the generated list with the delivery status as the spec shows it (delivered, Pending
 * for sent, Error for delivery_failed), a link to each message's conversation, a block / unblock
 * toggle of its other party, and statuses kept current as reports arrive.
 */
export function SmsList() {
  const translate = useTranslate();
  const cellText = useCellText();
  const refresh = useRefresh();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useSocketEvent('sms', EVENTS.smsStatus, () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, REFRESH_EVERY_MS);
  });
  const columns = useMemo<ListColumn[]>(() => {
    const field = (name: keyof typeof sms.fields): ListColumn => ({
      key: name,
      label: translate(entityKeys.field(sms.name, name)),
      sortField: name,
      cell: (row: RaRecord) => cellText(name, sms.fields[name], row),
    });
    return [
      { key: 'id', label: translate('app.list.id'), sortField: 'id', cell: (row: RaRecord) => row.id },
      field('to'),
      field('from'),
      { ...field('message'), cellSx: { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
      { key: 'inbound', label: translate(entityKeys.field(sms.name, 'inbound')), sortField: 'inbound', cell: (row: RaRecord) => translate(row.inbound ? 'app.sms.list.direction_in' : 'app.sms.list.direction_out') },
      {
        key: 'status',
        label: translate(entityKeys.field(sms.name, 'status')),
        sortField: 'status',
        cell: (row: RaRecord) => <span data-testid="sms-status">{translate(`app.sms.status.${row.status}`, { _: String(row.status ?? '') })}</span>,
      },
      field('provider'),
      field('storeId'),
    ];
  }, [translate, cellText]);
  return (
    <EntityListView
      decl={sms}
      columns={columns}
      rowActions={(row) => {
        // the other side of the conversation: who wrote in, or who was written to
        const phone = String((row.inbound ? row.from : row.to) ?? '');
        return (
          <>
            <IconButton size="small" component={Link} to={SMS_SCREENS.conversation(row.id)} title={translate('app.sms.list.conversation')} aria-label={translate('app.sms.list.conversation')}>
              <ChatIcon fontSize="small" />
            </IconButton>
            {phone && <PhoneBlockToggle phone={phone} list="sms" />}
          </>
        );
      }}
    />
  );
}
