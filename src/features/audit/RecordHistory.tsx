import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import type { AuditEntry } from './audit-entry';
import { AuditTable } from './AuditTable';
import { LoadingBar } from '../../components/LoadingBar';

/** One record's audit entries, newest first (the last 50). */
export function RecordHistory({ entity, entityId }: { entity: string; entityId: number }) {
  const dataProvider = useBackOfficeDataProvider();
  const { data: entries, error } = useQuery({
    queryKey: ['audit', entity, entityId],
    queryFn: ({ signal }) => dataProvider.call<{ data: AuditEntry[] }>('api', 'audit/1/50', { query: { entity, entityId }, signal }).then((r) => r.data),
    retry: false,
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!entries) return <LoadingBar />;
  return <AuditTable entries={entries} />;
}
