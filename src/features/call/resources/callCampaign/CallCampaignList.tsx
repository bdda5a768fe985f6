import { callCampaign } from '../../../../../contract/entities/call/callCampaign';
import { EntityListView } from '../../../../components/list/EntityListView';
import { useCampaignReports } from '../../../../realtime/useCampaignReports';

/** /call/history: the generated list, its counters moving as the providers' reports arrive. */
export function CallCampaignList() {
  useCampaignReports('call');
  return <EntityListView decl={callCampaign} />;
}
