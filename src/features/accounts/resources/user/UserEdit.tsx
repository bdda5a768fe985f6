import { useParams } from 'react-router-dom';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import { WorkedHoursTab } from './WorkedHoursTab';

/** A user's form, and the hours they worked today, this week and this month with their check-ins. */
export function UserEdit() {
  const { id = '' } = useParams<'id'>();
  return <EntityEdit tabs={[{ label: 'app.worked_hours.tab', content: <WorkedHoursTab userId={id} /> }]} />;
}
