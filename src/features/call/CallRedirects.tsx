// Spec paths served by the generated screens: /call/send is the call request form (the generated
// create), show/{id} of calls and call groups the generated edit screen of the row.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { call } from '../../../contract/entities/call/call';
import { callGroup } from '../../../contract/entities/call/callGroup';
import { screenPath } from '../../../contract/screen-paths';

export function CallSendRedirect() {
  const { search } = useLocation();
  return <Navigate to={screenPath(call, 'create') + search} replace />;
}

export function CallShowRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={screenPath(call, 'edit', id)} replace />;
}

export function CallGroupShowRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={screenPath(callGroup, 'edit', id)} replace />;
}
