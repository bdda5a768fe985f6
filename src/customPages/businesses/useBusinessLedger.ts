import { useCallback, useEffect, useState } from 'react';
import { BUSINESS_PATHS, BUSINESS_SERVICE, type BusinessAccount, type LedgerRow } from '../../../contract/businesses';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../dataProvider/hooks';

export const LEDGER_PAGE_SIZE = 10;

export interface BusinessLedger {
  account?: BusinessAccount;
  rows: LedgerRow[];
  count: number;
  page: number;
  setPage: (page: number) => void;
  reload: () => void;
}

/** One business's account and a page of its ledger (newest first), read again on `reload`. */
export function useBusinessLedger(businessId: number): BusinessLedger {
  const dataProvider = useBackOfficeDataProvider();
  const notifyError = useNotifyApiError();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ account?: BusinessAccount; rows: LedgerRow[]; count: number }>({ rows: [], count: 0 });
  useEffect(() => {
    const controller = new AbortController();
    const query = { businessId };
    Promise.all([
      dataProvider.call<BusinessAccount>(BUSINESS_SERVICE, BUSINESS_PATHS.account, { query, signal: controller.signal }),
      dataProvider.call<{ data: LedgerRow[]; count: number }>(BUSINESS_SERVICE, BUSINESS_PATHS.ledger(page, LEDGER_PAGE_SIZE), { query, signal: controller.signal }),
    ])
      .then(([account, ledger]) => setState({ account, rows: ledger.data, count: ledger.count }))
      .catch((e) => {
        if (!controller.signal.aborted) notifyError(e);
      });
    return () => controller.abort();
  }, [dataProvider, notifyError, businessId, page, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, page, setPage, reload };
}
