import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useMutationWithMutationMode, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { useCan } from '../../authProvider/useCan';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';
import { ConfirmDialog } from '../ConfirmDialog';
import { withFailureTexts } from './failure-texts';
import type { ListAction } from './ListBulkActions';
import { ARCHIVE_UNDO_MS, holdArchive, withoutRows, type CachedPage } from './list-cache';

/** the rows a delete asks about */
type Pending = { ids: Identifier[] } | null;

export interface ListActions {
  selected: Identifier[];
  setSelected: (ids: Identifier[]) => void;
  toggleRow: (id: Identifier) => void;
  /** checks every shown row, or none when all are checked */
  toggleAll: (shown: Identifier[]) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** archive leaves the list at once and reaches the server unless undone within ARCHIVE_UNDO_MS; recover runs at once; delete asks first */
  ask: (op: ListAction, ids: Identifier[]) => void;
  may: { update: boolean; archive: boolean; delete: boolean; create: boolean };
  /** the delete confirmation; render it once in the screen */
  confirm: React.ReactElement;
}

/**
 * The selection, rights and archive / recover / delete of a list screen, the same on every list:
 * failures worded as the declaration says, the rows read again after each action. Archive is
 * undoable: the rows leave the entity's open lists at once, a notification offers Undo for
 * ARCHIVE_UNDO_MS, and the server is called only once it closes without Undo (react-admin's undoable
 * mutation); a refused archive puts the rows back.
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
  const queryClient = useQueryClient();
  // the list may be gone (another screen) when the archive reaches the server: the latest reader is called
  const reread = useRef(refetch);
  reread.current = refetch;
  // while an archive waits for its Undo, changes told by others do not read its rows back into the lists
  const release = useRef<(() => void)[]>([]);
  const settled = () => release.current.shift()?.();

  const [archive] = useMutationWithMutationMode<Error, { data: Identifier[] }, { ids: Identifier[] }>(
    { ids: [] },
    {
      mutationMode: 'undoable',
      mutationFn: ({ ids }) => dataProvider.archiveMany(decl.name, { ids }),
      // the entity's list reads: their rows as they were (Undo, a refusal), read again once settled
      getQueryKeys: () => [[decl.name, 'getList']],
      updateCache: ({ ids = [] }) => {
        for (const [key, page] of queryClient.getQueriesData<CachedPage>({ queryKey: [decl.name, 'getList'] })) {
          if (page) queryClient.setQueryData(key, withoutRows(page, ids));
        }
        return ids;
      },
      onError: (e) => notifyError(e),
      onSettled: () => {
        settled();
        void reread.current().catch(() => undefined);
      },
      // the rows come back as they were read; others may have changed them meanwhile
      onUndo: () => {
        settled();
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: [decl.name, 'getList'] }), 0);
      },
    },
  );

  const run = async (op: Exclude<ListAction, 'archive'>, ids: Identifier[]) => {
    setBusy(true);
    try {
      if (op === 'recover') await dataProvider.recoverMany(decl.name, { ids });
      else if (ids.length === 1) await dataProvider.destroy(decl.name, { id: ids[0] });
      else await dataProvider.deleteMany(decl.name, { ids });
      notify(op === 'recover' ? 'app.list.recovered_notice' : 'app.message.deleted', { type: 'success' });
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
    ask: (op, ids) => {
      if (op === 'destroy') return setPending({ ids });
      if (op === 'recover') return void run(op, ids);
      setSelected([]);
      release.current.push(holdArchive(decl.name));
      void archive({ ids }, { onSuccess: () => notify('app.list.archived_notice', { type: 'info', undoable: true, autoHideDuration: ARCHIVE_UNDO_MS }) });
    },
    may: { update: can(decl.name, 'edit'), archive: can(decl.name, 'archive_and_recover'), delete: can(decl.name, 'delete'), create: can(decl.name, 'create') },
    confirm: (
      <ConfirmDialog
        open={!!pending}
        text={translate('app.message.confirmDelete')}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (p) void run('destroy', p.ids);
        }}
      />
    ),
  };
}
