import { useMemo, useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { useCan } from '../../authProvider/useCan';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { ConfirmDialog } from '../ConfirmDialog';
import { withFailureTexts } from './failure-texts';
import type { ListAction } from './ListBulkActions';

type Pending = { op: ListAction; ids: Identifier[] } | null;

export interface ListActions {
  selected: Identifier[];
  setSelected: (ids: Identifier[]) => void;
  toggleRow: (id: Identifier) => void;
  /** checks every shown row, or none when all are checked */
  toggleAll: (shown: Identifier[]) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** archive and recover run at once; delete asks first */
  ask: (op: ListAction, ids: Identifier[]) => void;
  may: { update: boolean; archive: boolean; delete: boolean; create: boolean };
  /** the delete confirmation; render it once in the screen */
  confirm: React.ReactElement;
}

/**
 * The selection, rights and archive / recover / delete of a list screen, the same on every list:
 * failures worded as the declaration says, the rows read again after each action.
 */
export function useListActions(decl: EntityDeclaration, refetch: () => Promise<unknown>): ListActions {
  const { can } = useCan();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const translate = useTranslate();
  const provider = useBackOfficeDataProvider();
  const dataProvider = useMemo(() => withFailureTexts(provider, decl), [provider, decl]);
  const [selected, setSelected] = useState<Identifier[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const run = async (op: ListAction, ids: Identifier[]) => {
    setBusy(true);
    try {
      if (op === 'archive') await dataProvider.archiveMany(decl.name, { ids });
      else if (op === 'recover') await dataProvider.recoverMany(decl.name, { ids });
      else if (ids.length === 1) await dataProvider.destroy(decl.name, { id: ids[0] });
      else await dataProvider.deleteMany(decl.name, { ids });
      notify(op === 'archive' ? 'app.list.archived_notice' : op === 'recover' ? 'app.list.recovered_notice' : 'app.message.deleted', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      setSelected([]);
      await refetch();
    }
  };

  return {
    selected,
    setSelected,
    toggleRow: (id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    toggleAll: (shown) => setSelected((s) => (shown.length > 0 && shown.every((id) => s.includes(id)) ? [] : shown)),
    busy,
    setBusy,
    ask: (op, ids) => (op === 'destroy' ? setPending({ op, ids }) : void run(op, ids)),
    may: { update: can(decl.name, 'edit'), archive: can(decl.name, 'archive_and_recover'), delete: can(decl.name, 'delete'), create: can(decl.name, 'create') },
    confirm: (
      <ConfirmDialog
        open={!!pending}
        text={translate('app.message.confirmDelete')}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (p) void run(p.op, p.ids);
        }}
      />
    ),
  };
}
