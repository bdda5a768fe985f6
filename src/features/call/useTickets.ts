import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CALL_PATHS } from '../../../contract/call/call';
import { retryUnlessRefused } from '../../dataProvider/api-error';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';

export interface TicketRow {
  phone: string;
  calls: number;
  answered: number;
  lastCall: string;
  customerId: number | null;
  customerName: string | null;
}

export interface TicketCall {
  callId: number;
  status: string;
  duration: number | null;
  dateAdded: string;
}

/** Tickets with call counts over a date range, a page at a time (GET tickets?start_date=&end_date=&page=&count=). */
export function useTickets(query: { start?: string; end?: string; page: number; count: number }) {
  const dataProvider = useBackOfficeDataProvider();
  return useQuery({
    queryKey: ['callTickets', query.start, query.end, query.page, query.count],
    queryFn: () =>
      dataProvider.call<{ startDate: string; endDate: string; total: number; data: TicketRow[] }>('call', CALL_PATHS.tickets, {
        query: { start_date: query.start, end_date: query.end, page: query.page, count: query.count },
      }),
    // the table and the dates keep the last answer while the next range loads
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** One ticket: a phone's calls; `order` when the id is an order's. */
export function useTicket(id: string, order: boolean) {
  const dataProvider = useBackOfficeDataProvider();
  return useQuery({
    queryKey: ['callTicket', id, order],
    queryFn: () =>
      dataProvider.call<{ phone: string; orderId: number | null; blocked: boolean; customer: { id: number; name: string | null } | null; data: TicketCall[] }>('call', `${CALL_PATHS.tickets}/${encodeURIComponent(id)}`, {
        query: order ? { order: true } : {},
      }),
    retry: retryUnlessRefused,
  });
}
