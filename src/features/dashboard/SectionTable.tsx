import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { DashboardSection, Grain, StatsResponse } from '../../../contract/dashboard/dashboard';
import { bucketLabel, formatMeasure, ratePercent } from './dashboard-data';

export interface SectionTableProps {
  section: DashboardSection;
  data: StatsResponse;
  grain: Grain;
  tz: string;
  part: 'series' | 'breakdown';
}

/** The figures of a chart as a real table (screen readers, copying): the same numbers, formatted. */
export function SectionTable({ section, data, grain, tz, part }: SectionTableProps) {
  const translate = useTranslate();
  const measures = part === 'series' ? (section.series?.measures ?? []) : (section.breakdown?.measures ?? []);
  const rate = part === 'breakdown' ? section.breakdown?.rate : undefined;
  const caption = translate(`app.dashboard.section.${section.id}`);
  return (
    <TableContainer sx={{ height: '100%' }}>
      <Table size="small" stickyHeader data-testid={`dashboard-table-${section.id}-${part}`}>
        <caption style={{ captionSide: 'top', padding: 0, position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate(part === 'series' ? 'app.dashboard.column.at' : 'app.dashboard.column.label')}</TableCell>
            {measures.map((m) => (
              <TableCell key={m.key} align="right">
                {translate(`app.dashboard.measure.${m.key}`)}
              </TableCell>
            ))}
            {rate ? <TableCell align="right">{translate('app.dashboard.column.cancel_rate')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {part === 'series'
            ? data.series.map((row) => (
                <TableRow key={row.at}>
                  <TableCell component="th" scope="row">
                    {bucketLabel(row.at, grain, tz)}
                  </TableCell>
                  {measures.map((m) => (
                    <TableCell key={m.key} align="right">
                      {formatMeasure(row[m.key], m)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : (data.breakdown ?? []).map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  {measures.map((m) => (
                    <TableCell key={m.key} align="right">
                      {formatMeasure(row[m.key], m)}
                    </TableCell>
                  ))}
                  {rate ? <TableCell align="right">{`${formatMeasure(ratePercent(Number(row[rate.part] ?? 0), Number(row[rate.whole] ?? 0)), undefined)} %`}</TableCell> : null}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
