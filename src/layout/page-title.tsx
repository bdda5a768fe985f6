import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface PageTitleState {
  title: { path: string; text: string } | null;
  setTitle: (next: { path: string; text: string } | null) => void;
}

const PageTitleContext = createContext<PageTitleState>({ title: null, setTitle: () => undefined });

/** Holds the title a screen gives itself from its data, for the breadcrumbs of that screen only. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<PageTitleState['title']>(null);
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}

/** A screen naming its record by its data ('Order #1042') names its breadcrumb the same way. */
export function usePageTitle(text: string | undefined): void {
  const { setTitle } = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!text) return;
    setTitle({ path: pathname, text });
    return () => setTitle(null);
  }, [text, pathname, setTitle]);
}

/** The title the current screen gave itself, if any. */
export function useOwnPageTitle(): string | undefined {
  const { title } = useContext(PageTitleContext);
  const { pathname } = useLocation();
  return title && title.path === pathname ? title.text : undefined;
}
