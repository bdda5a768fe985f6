import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { GlobalSearchDialog } from './GlobalSearchDialog';
import { isSearchShortcut } from './search-shortcut';

export interface GlobalSearch {
  /** opens the search box (the top bar's button, Ctrl+K, any other shortcut) */
  open: () => void;
}

const GlobalSearchContext = createContext<GlobalSearch>({ open: () => undefined });

/**
 * The search box of the signed-in console (docs/search.md): mounted once in the layout, opened by
 * Ctrl+K (Cmd+K) anywhere, or by any code through `useGlobalSearch().open()`.
 */
export function GlobalSearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open: () => setOpen(true) }), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      // the browser's own Ctrl+K (its address bar search) gives way inside the console
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <GlobalSearchContext.Provider value={value}>
      {children}
      <GlobalSearchDialog open={open} onClose={() => setOpen(false)} />
    </GlobalSearchContext.Provider>
  );
}

/** Opens the search box from anywhere under the layout. */
export const useGlobalSearch = (): GlobalSearch => useContext(GlobalSearchContext);
