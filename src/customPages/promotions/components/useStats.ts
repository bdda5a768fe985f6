// Reads a statistics call of a record over a date range, again whenever the record or the range changes.
import { useEffect, useState } from 'react';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../../dataProvider/hooks';

export interface StatsRangeValues {
  /** datetime-local texts, empty for the default range */
  dateFrom: string;
  dateTo: string;
}

const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export function useStats<T>(service: string, path: string | null, range: StatsRangeValues): { data: T | null; loading: boolean } {
  const dataProvider = useBackOfficeDataProvider();
  const notifyError = useNotifyApiError();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!path) {
      setData(null);
      return;
    }
    // an end before the start is refused by the server; the inputs prevent it
    if (range.dateFrom && range.dateTo && range.dateTo < range.dateFrom) return;
    let live = true;
    setLoading(true);
    dataProvider
      .call<T>(service, path, { query: { dateFrom: iso(range.dateFrom), dateTo: iso(range.dateTo) } })
      .then((d) => live && setData(d))
      .catch((e) => live && notifyError(e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [dataProvider, notifyError, service, path, range.dateFrom, range.dateTo]);
  return { data, loading };
}
