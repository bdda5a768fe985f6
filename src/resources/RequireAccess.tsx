import type { ReactNode } from 'react';
import type { PageNeed } from '../features/routes';
import { mayOpen } from '../authProvider/may-open';
import { Navigate } from 'react-router-dom';
import { useCan } from '../authProvider/useCan';
import { LoadingBar } from '../components/LoadingBar';

/** A screen the user may not open (or not use: a right it `needs` is missing) does not exist for them: it goes to /dashboard. */
export function RequireAccess({ resource, action, needs = [], children }: { resource: string; action: string; needs?: readonly PageNeed[]; children: ReactNode }) {
  const { can, isPending } = useCan();
  if (isPending) return <LoadingBar />;
  if (!can(resource, action) || !mayOpen(can, resource, needs)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
