import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCan } from '../authProvider/useCan';
import { LoadingBar } from '../components/LoadingBar';

/** A screen the user may not open does not exist for them: it goes to /dashboard. */
export function RequireAccess({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { can, isPending } = useCan();
  if (isPending) return <LoadingBar />;
  if (!can(resource, action)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
