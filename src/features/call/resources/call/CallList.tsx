import Box from '@mui/material/Box';
import { call } from '../../../../../contract/entities/call/call';
import { EntityListView } from '../../../../components/list/EntityListView';
import { PhoneBlockToggle } from '../../../../components/phone/PhoneBlockToggle';
import { CallStatisticsBar } from './CallStatisticsBar';

/** /call/calls: the statistics by status, then the generated list with a block / unblock toggle per row. */
export function CallList() {
  return (
    <Box>
      <CallStatisticsBar />
      <EntityListView decl={call} rowActions={(row) => (row.phone ? <PhoneBlockToggle phone={String(row.phone)} list="call" /> : null)} />
    </Box>
  );
}
