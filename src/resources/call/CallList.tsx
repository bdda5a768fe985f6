import Box from '@mui/material/Box';
import { call } from '../../../contract/entities/call/call';
import { EntityListView } from '../../components/list/EntityListView';
import { CallBlockToggle } from './CallBlockToggle';
import { CallStatisticsBar } from './CallStatisticsBar';

/** /call/calls: the statistics by status, then the generated list with a block / unblock toggle per row. */
export function CallList() {
  return (
    <Box>
      <CallStatisticsBar />
      <EntityListView decl={call} rowActions={(row) => (row.phone ? <CallBlockToggle phone={String(row.phone)} /> : null)} />
    </Box>
  );
}
