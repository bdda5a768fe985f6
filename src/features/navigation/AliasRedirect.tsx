import { Navigate, useLocation } from 'react-router-dom';
import { aliasTarget } from '../../../contract/screen-aliases';

/** A path of the spec that names a screen built elsewhere leads there, with its id and query. */
export function AliasRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={aliasTarget(pathname, search) ?? '/dashboard'} replace />;
}
