import { useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import { screenPath } from '../../../contract/screen-paths';

/** A return path is only followed inside the app: "/x", never "//host" or "http:". */
export const isLocalPath = (path: string | null): path is string => !!path && path.startsWith('/') && !path.startsWith('//');

/** Where a save lands: `?return=/path`, else the declaration's redirect (the entity's list unless it names another). */
export function saveTarget(decl: EntityDeclaration, returnPath: string | null): string {
  if (isLocalPath(returnPath)) return returnPath;
  return decl.redirectAfterSave;
}

export function useSaveTarget(decl: EntityDeclaration): string {
  const [params] = useSearchParams();
  return saveTarget(decl, params.get('return'));
}

/** Where Cancel leads: the return path when one is given, else the entity's list. */
export function useCancelTarget(decl: EntityDeclaration): string {
  const [params] = useSearchParams();
  const returnPath = params.get('return');
  return isLocalPath(returnPath) ? returnPath : screenPath(decl, 'list');
}
