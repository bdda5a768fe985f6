import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { changeLines, type AuditEntry } from './audit-entry';
import { intlLocale } from '../../i18n/intl-locale';

export function AuditTable({ entries, showEntity }: { entries: AuditEntry[]; showEntity?: boolean }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('app.audit.entries')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.audit.when')}</TableCell>
          <TableCell>{translate('app.audit.user')}</TableCell>
          {showEntity ? <TableCell>{translate('app.audit.entity')}</TableCell> : null}
          {showEntity ? <TableCell>{translate('app.audit.record')}</TableCell> : null}
          <TableCell>{translate('app.audit.action')}</TableCell>
          <TableCell>{translate('app.audit.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.auditId} data-testid="audit-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.at).toLocaleString(intlLocale())}</TableCell>
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
              {translate('app.audit.none')}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
