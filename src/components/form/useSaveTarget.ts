import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import { screenPath } from '../../../contract/screen-paths';

/** A return path is only followed inside the app: "/x", never "//host" or "http:". */
export const isLocalPath = (path: string | null): path is string => !!path && path.startsWith('/') && !path.startsWith('//');

/**
 * Where a save lands: `?return=/path`, else the declaration's redirect (its list when the
 * specification's post-save list names it); undefined: back one screen.
 */
export function saveTarget(decl: Pick<EntityDeclaration, 'redirectAfterSave'>, returnPath: string | null): string | undefined {
  if (isLocalPath(returnPath)) return returnPath;
  return decl.redirectAfterSave;
}

/** Whether the console itself led to this screen (react-router numbers its history entries): Back stays in it. */
const ledHereInTheConsole = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Goes where a save lands: its target, else back one screen ("Other saves go back one screen"), else,
 * for a form opened directly (a pasted link), the entity's list.
 */
export function useAfterSave(decl: EntityDeclaration): () => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = saveTarget(decl, params.get('return'));
  return useCallback(() => {
    if (target) navigate(target);
    else if (ledHereInTheConsole()) navigate(-1);
    else navigate(screenPath(decl, 'list'));
  }, [target, navigate, decl]);
}

/** Where Cancel leads: the return path when one is given, else the entity's list. */
export function useCancelTarget(decl: EntityDeclaration): string {
  const [params] = useSearchParams();
  const returnPath = params.get('return');
  return isLocalPath(returnPath) ? returnPath : screenPath(decl, 'list');
}
