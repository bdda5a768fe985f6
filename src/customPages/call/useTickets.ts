import { useQuery } from '@tanstack/react-query';
import { CALL_PATHS } from '../../../contract/call/call';
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

/** Tickets with call counts over a date range (GET tickets?start_date=&end_date=). */
export function useTickets(range: { start?: string; end?: string }) {
  const dataProvider = useBackOfficeDataProvider();
  return useQuery({
    queryKey: ['callTickets', range.start, range.end],
    queryFn: () =>
      dataProvider.call<{ startDate: string; endDate: string; total: number; data: TicketRow[] }>('call', CALL_PATHS.tickets, {
        query: { start_date: range.start, end_date: range.end, count: 100 },
      }),
  });
}

/** One ticket: a phone's calls; `order` when the id is an order's. */
export function useTicket(id: string, order: boolean) {
  const dataProvider = useBackOfficeDataProvider();
  return useQuery({
    queryKey: ['callTicket', id, order],
    queryFn: () =>
      dataProvider.call<{ phone: string; orderId: number | null; blocked: boolean; data: TicketCall[] }>('call', `${CALL_PATHS.tickets}/${encodeURIComponent(id)}`, {
        query: order ? { order: true } : {},
      }),
  });
}
