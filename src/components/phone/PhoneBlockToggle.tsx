import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CALL_PATHS } from '../../../contract/call/call';
import { call } from '../../../contract/entities/call/call';
import { sms } from '../../../contract/entities/sms/sms';
import { SMS_PATHS } from '../../../contract/sms/sms';
import { useCan } from '../../authProvider/useCan';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';

/** Why nothing may go to a phone: staff blocked it, or (SMS) it unsubscribed with STOP. */
type BlockState = 'blocked' | 'unsubscribed' | null;

/** Each block list: its entity (whose update right the toggle needs), its two calls (the toggle and the read of a few phones), and the state a read gives. */
const LISTS = {
  call: { entity: call.name, service: 'call', toggle: CALL_PATHS.blockToggle, read: CALL_PATHS.blocked, state: (data: unknown[], phone: string): BlockState => (data.includes(phone) ? 'blocked' : null) },
  sms: {
    entity: sms.name,
    service: 'sms',
    toggle: SMS_PATHS.blockToggle,
    read: SMS_PATHS.blocked,
    state: (data: unknown[], phone: string): BlockState => (data as { phone: string; reason: BlockState }[]).find((d) => d.phone === phone)?.reason ?? null,
  },
} as const;

/** Who waits for a phone's state. */
interface Waiter {
  resolve: (state: BlockState) => void;
  reject: (e: unknown) => void;
}
/** Phones waiting for the next read of each list, with who waits for them. */
const waiting = new Map<keyof typeof LISTS, Map<string, Waiter[]>>();

/** Asks for `phone`'s state in the one read of every phone asked in the same moment (a list page's rows). */
function readTogether(list: keyof typeof LISTS, phone: string, read: (phones: string[]) => Promise<unknown[]>): Promise<BlockState> {
  return new Promise((resolve, reject) => {
    let batch = waiting.get(list);
    if (!batch) {
      const current = new Map<string, Waiter[]>();
      batch = current;
      waiting.set(list, current);
      setTimeout(() => {
        waiting.delete(list);
        const phones = [...current.keys()];
        read(phones).then(
          (data) => phones.forEach((p) => current.get(p)!.forEach((w) => w.resolve(LISTS[list].state(data, p)))),
          // every query of the read fails with it (react-query shows and retries each)
          (e) => phones.forEach((p) => current.get(p)!.forEach((w) => w.reject(e))),
        );
      }, 0);
    }
    batch.set(phone, [...(batch.get(phone) ?? []), { resolve, reject }]);
  });
}

export interface PhoneBlockToggleProps {
  phone: string;
  /** which block list: the calls' or the SMS' */
  list: keyof typeof LISTS;
  /** also say the state in words beside the button (a screen about this one phone) */
  withState?: boolean;
}

/**
 * Blocks the phone, or unblocks it (spec: a phone can be blocked or unblocked, one toggle); without
 * the update right it only shows the state. A phone that unsubscribed from SMS shows as blocked and
 * cannot be unblocked here: only its START does.
 */
export function PhoneBlockToggle({ phone, list, withState }: PhoneBlockToggleProps) {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const queryClient = useQueryClient();
  const notifyError = useNotifyApiError();
  const api = LISTS[list];
  const mayToggle = useCan().can(api.entity, 'update');
  const queryKey = useMemo(() => ['phoneBlocked', list, phone], [list, phone]);
  const { data: state = null } = useQuery({
    queryKey,
    // the rows of a list page ask together: one read for the page's phones
    queryFn: () => readTogether(list, phone, async (phones) => (await dataProvider.call<{ data: unknown[] }>(api.service, api.read, { query: { phones: phones.join(',') } })).data),
  });
  const [busy, setBusy] = useState(false);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      const res = await dataProvider.call<{ blocked: boolean }>(api.service, api.toggle, { method: 'POST', body: { phone } });
      queryClient.setQueryData(queryKey, res.blocked ? 'blocked' : null);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }, [dataProvider, api, phone, queryKey, queryClient, notifyError]);
  const label = translate(state === 'unsubscribed' ? 'app.phone_block.unsubscribed' : state ? 'app.phone_block.unblock' : 'app.phone_block.block', { phone });
  const button = (
    <IconButton
      size="small"
      onClick={() => void toggle()}
      disabled={busy || !mayToggle || state === 'unsubscribed'}
      title={label}
      aria-label={label}
      aria-pressed={!!state}
      color={state ? 'error' : 'default'}
    >
      {state ? <LockOpenIcon fontSize="small" /> : <BlockIcon fontSize="small" />}
    </IconButton>
  );
  if (!withState || !state) return button;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Chip size="small" color="error" variant="outlined" label={translate(state === 'unsubscribed' ? 'app.phone_block.state_unsubscribed' : 'app.phone_block.state_blocked')} />
      {button}
    </Stack>
  );
}
