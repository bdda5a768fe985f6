import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { entityByName } from '../../contract/entities';
import { screenPath } from '../../contract/screen-paths';
import { useCan } from '../authProvider/useCan';

/** The screen of a referenced record, when the user may open it (access on its entity); else undefined. */
export function useReferencePath(reference: string, id: number | string | null | undefined): string | undefined {
  const { can } = useCan();
  const decl = entityByName(reference);
  if (!decl || id === null || id === undefined || id === '' || !can(decl.name, 'access')) return undefined;
  return screenPath(decl, 'edit', id);
}

export interface ReferenceLinkProps {
  reference: string;
  id: number | string | null | undefined;
  children: ReactNode;
}

/** A reference's label, linking to its record where the user may open it; plain text otherwise. */
export function ReferenceLink({ reference, id, children }: ReferenceLinkProps) {
  const to = useReferencePath(reference, id);
  if (!to) return <>{children}</>;
  return (
    <Link component={RouterLink} to={to} onClick={(e) => e.stopPropagation()} underline="hover">
      {children}
    </Link>
  );
}
