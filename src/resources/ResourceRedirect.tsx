import { useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { entityByName } from '../../contract/entities';
import { screenPath } from '../../contract/screen-paths';

/** react-admin's own path of a resource (/user) leads to the spec's screen path (/system/user). */
export function ResourceRedirect() {
  const decl = entityByName(useResourceContext() ?? '');
  return <Navigate to={decl ? screenPath(decl, 'list') : '/dashboard'} replace />;
}
