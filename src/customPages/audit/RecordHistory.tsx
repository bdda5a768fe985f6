import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import type { AuditEntry } from './audit-entry';
import { AuditTable } from './AuditTable';
import { LoadingBar } from '../../components/LoadingBar';

/** One record's audit entries, newest first (the last 50). */
export function RecordHistory({ entity, entityId }: { entity: string; entityId: number }) {
  const dataProvider = useBackOfficeDataProvider();
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    dataProvider
      .call<{ data: AuditEntry[] }>('api', 'audit/1/50', { query: { entity, entityId } })
      .then((r) => setEntries(r.data))
      .catch((e: Error) => setError(e.message));
  }, [dataProvider, entity, entityId]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!entries) return <LoadingBar />;
  return <AuditTable entries={entries} />;
}
