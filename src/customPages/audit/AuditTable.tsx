import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { changeLines, type AuditEntry } from './audit-entry';

export function AuditTable({ entries, showEntity }: { entries: AuditEntry[]; showEntity?: boolean }) {
  return (
    <Table size="small" aria-label="Audit entries">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>User</TableCell>
          {showEntity ? <TableCell>Entity</TableCell> : null}
          {showEntity ? <TableCell>Record</TableCell> : null}
          <TableCell>Action</TableCell>
          <TableCell>Changes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.auditId} data-testid="audit-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.at).toLocaleString()}</TableCell>
            <TableCell>{e.username ?? '—'}</TableCell>
            {showEntity ? <TableCell>{e.entity}</TableCell> : null}
            {showEntity ? <TableCell>{e.entityId}</TableCell> : null}
            <TableCell>{e.action}</TableCell>
            <TableCell>
              {changeLines(e).map((line, i) => (
                <Typography key={i} variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                  {line}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
        {!entries.length ? (
          <TableRow>
            <TableCell colSpan={showEntity ? 6 : 4} align="center" sx={{ color: 'text.secondary', py: 3 }}>
              No changes recorded.
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
