import IconButton from '@mui/material/IconButton';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { smsCampaign } from '../../../../../contract/entities/sms/smsCampaign';
import { SMS_SCREENS } from '../../../../../contract/sms/sms';
import { EntityListView } from '../../../../components/list/EntityListView';
import { useCampaignReports } from '../../../../realtime/useCampaignReports';

/** /sms/campaign: the generated list, its counters moving as reports arrive, each row linked to its report. */
export function CampaignList() {
  const translate = useTranslate();
  useCampaignReports('sms');
  return (
    <EntityListView
      decl={smsCampaign}
      rowActions={(row) => (
        <IconButton size="small" component={Link} to={SMS_SCREENS.campaignShow(row.id)} title={translate('app.sms.campaign.report')} aria-label={translate('app.sms.campaign.report')}>
          <AssessmentIcon fontSize="small" />
        </IconButton>
      )}
    />
  );
}
