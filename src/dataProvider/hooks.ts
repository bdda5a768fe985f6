import { useCallback, useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { messages } from '../../contract/messages';
import { ApiError, failureText, itemText } from './api-error';
import type { BackOfficeDataProvider } from './dataProvider';

export const useBackOfficeDataProvider = (): BackOfficeDataProvider => useDataProvider<BackOfficeDataProvider>();

/**
 * Shows a failed call: 'Bad response from server' (beside the server's message where it sent one),
 * and for validation failures one error notification per item after it.
 */
export function useNotifyApiError(): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const bad = translate('app.message.badResponse', { _: messages.badResponse });
      if (error instanceof ApiError && error.items.length) {
        notify(bad, { type: 'error' });
        for (const item of error.items) notify(itemText(item), { type: 'error' });
        return;
      }
      notify(failureText(error, bad), { type: 'error' });
    },
    [notify, translate],
  );
}

/** Shows a read's failure (a query's `error`) once, as useNotifyApiError does. */
export function useNotifyQueryError(error: unknown): void {
  const notifyError = useNotifyApiError();
  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);
}
