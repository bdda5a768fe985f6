import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { BUSINESS_PATHS, BUSINESS_SERVICE, type BusinessAccount, type LedgerRow } from '../../../contract/businesses';
import { useBackOfficeDataProvider, useNotifyQueryError } from '../../dataProvider/hooks';

export const LEDGER_PAGE_SIZE = 10;
const NO_ROWS: LedgerRow[] = [];

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
  const [page, setPage] = useState(1);
  const query = { businessId };
  const { data, error, refetch } = useQuery({
    queryKey: ['businesses', businessId, 'ledger', page],
    queryFn: async ({ signal }) => {
      const [account, ledger] = await Promise.all([
        dataProvider.call<BusinessAccount>(BUSINESS_SERVICE, BUSINESS_PATHS.account, { query, signal }),
        dataProvider.call<{ data: LedgerRow[]; count: number }>(BUSINESS_SERVICE, BUSINESS_PATHS.ledger(page, LEDGER_PAGE_SIZE), { query, signal }),
      ]);
      return { account, rows: ledger.data, count: ledger.count };
    },
    retry: false,
    // another page keeps the current one on screen until it comes
    placeholderData: (previous) => previous,
  });
  useNotifyQueryError(error);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { account: data?.account, rows: data?.rows ?? NO_ROWS, count: data?.count ?? 0, page, setPage, reload };
}
