import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { ImportProblem } from '../../../contract/import';

const containerSx = { maxHeight: 320 } as const;

/** The problems of a file, one line each: row as numbered in the file, column as headed, the rule it breaks. */
export function ImportReport({ problems }: { problems: readonly ImportProblem[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={containerSx}>
      <Table size="small" stickyHeader aria-label={translate('app.import.report')} data-testid="import-report">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.row')}</TableCell>
            <TableCell>{translate('app.import.column')}</TableCell>
            <TableCell>{translate('app.import.rule')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((p, i) => (
            <TableRow key={i} data-testid="import-problem">
              <TableCell>{p.row}</TableCell>
              <TableCell>{p.column}</TableCell>
              <TableCell sx={{ color: 'error.main' }}>{p.msg}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
