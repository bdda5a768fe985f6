import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportPreview } from '../../../contract/import';

const containerSx = { maxHeight: 480 } as const;
const problemSx = { bgcolor: 'rgba(211, 47, 47, 0.12)', color: 'error.dark', fontWeight: 500 } as const;
const cellSx = { whiteSpace: 'nowrap', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A cell's value as text: lists and objects as JSON, booleans and numbers as they print. */
const shown = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The rows read from a file under its own header, numbered as in the file; a cell the report names
 * is highlighted, with its rule as the cell's title.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const translate = useTranslate();
  const flagged = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of preview.problems) {
      const key = `${p.row}\u0000${p.column}`;
      map.set(key, map.has(key) ? `${map.get(key)} ${p.msg}` : p.msg);
    }
    return map;
  }, [preview.problems]);
  const badRows = useMemo(() => new Set(preview.problems.map((p) => p.row)), [preview.problems]);
  const rule = (row: number, column: string) => flagged.get(`${row}\u0000${column}`);

  return (
    <TableContainer sx={containerSx}>
      <Table size="small" stickyHeader aria-label={translate('app.import.preview')} data-testid="import-preview">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.row')}</TableCell>
            {preview.columns.map((column, i) => (
              <TableCell key={i} title={rule(1, column)} sx={rule(1, column) ? { ...cellSx, ...problemSx } : cellSx}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map(({ row, cells }) => (
            <TableRow key={row} data-testid="import-row" data-row={row}>
              <TableCell sx={badRows.has(row) ? problemSx : undefined}>{row}</TableCell>
              {preview.columns.map((column, i) => {
                const msg = rule(row, column);
                return (
                  <TableCell key={i} title={msg ?? shown(cells[i])} data-problem={msg ? 'true' : undefined} sx={msg ? { ...cellSx, ...problemSx } : cellSx}>
                    {shown(cells[i])}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
