import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingBar } from '../components/LoadingBar';

const AppLayout = lazy(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));

/** The shell loads on demand so the sign-in page stays small. */
export function LazyLayout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<LoadingBar />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
