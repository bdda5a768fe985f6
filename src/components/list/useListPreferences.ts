import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { EntityDeclaration } from '../../../contract/entity';
import { isListColumn, LIST_PREFERENCE_PATHS, NO_LIST_PREFERENCES, visibleColumns, type ListPreferences } from '../../../contract/list-views';
import { retryUnlessRefused } from '../../dataProvider/api-error';
import { useBackOfficeDataProvider, useNotifyApiError, useNotifyQueryError } from '../../dataProvider/hooks';

export const listPreferencesKey = (entity: string) => ['listPreferences', entity] as const;

/**
 * The signed-in user's saved views and columns of a list, kept on the server (contract/list-views.ts):
 * read once per list and kept in react-query's cache, saved whole; a save shows at once and is
 * undone when the server refuses it.
 */
export function useListPreferences(entity: string) {
  const dataProvider = useBackOfficeDataProvider();
  const client = useQueryClient();
  const notifyError = useNotifyApiError();
  const queryKey = listPreferencesKey(entity);
  const path = LIST_PREFERENCE_PATHS.of(entity);
  const query = useQuery({
    queryKey,
    queryFn: () => dataProvider.call<ListPreferences>('api', path),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
  useNotifyQueryError(query.error);
  const save = useMutation({
    mutationFn: (next: ListPreferences) => dataProvider.call<ListPreferences>('api', path, { method: 'PUT', body: next }),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<ListPreferences>(queryKey);
      client.setQueryData(queryKey, next);
      return { before };
    },
    onError: (error, _next, context) => {
      client.setQueryData(queryKey, context?.before);
      notifyError(error);
    },
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
  });
  const { mutateAsync } = save;
  /** Saves the whole document; whether the server kept it (a refusal is shown and undone). */
  const store = useCallback((next: ListPreferences) => mutateAsync(next).then(() => true, () => false), [mutateAsync]);
  return { preferences: query.data ?? NO_LIST_PREFERENCES, save: store, saving: save.isPending };
}

/** The columns of a list the user did not hide (the id and declared fields may be hidden, others always show). */
export function useVisibleColumns<C extends { key: string }>(decl: EntityDeclaration, columns: readonly C[]): C[] {
  const { preferences } = useListPreferences(decl.name);
  return useMemo(() => visibleColumns(columns, preferences.columns, (key) => isListColumn(decl, key)), [columns, preferences.columns, decl]);
}
