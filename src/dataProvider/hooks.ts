import { useCallback, useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { messages } from '../../contract/messages';
import { ApiError, itemText } from './api-error';
import type { BackOfficeDataProvider } from './dataProvider';

export const useBackOfficeDataProvider = (): BackOfficeDataProvider => useDataProvider<BackOfficeDataProvider>();

/** Shows a failed call: one error notification per validation item, otherwise its message. */
export function useNotifyApiError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.items.length) {
        for (const item of error.items) notify(itemText(item), { type: 'error' });
        return;
      }
      const message = error instanceof Error && error.message ? error.message : messages.badResponse;
      notify(message, { type: 'error' });
    },
    [notify],
  );
}

/** Shows a read's failure (a query's `error`) once, as useNotifyApiError does. */
export function useNotifyQueryError(error: unknown): void {
  const notifyError = useNotifyApiError();
  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);
}
