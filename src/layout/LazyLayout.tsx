import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ReactNode } from 'react';

const AppLayout = lazy(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));

/** The shell loads on demand so the sign-in page stays small. */
export function LazyLayout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
