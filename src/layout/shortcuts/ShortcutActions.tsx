import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/** What the open screen offers to the keyboard: `c` creates in the current list, `/` goes to its filter. */
export type ShortcutAction = 'create' | 'filter';

type Registry = Map<ShortcutAction, () => void>;

const ShortcutActionsContext = createContext<Registry | null>(null);

/** Holds the actions the open screen registered; the keyboard layer runs them. */
export function ShortcutActionsProvider({ children }: { children: ReactNode }) {
  const registry = useMemo<Registry>(() => new Map(), []);
  return <ShortcutActionsContext.Provider value={registry}>{children}</ShortcutActionsContext.Provider>;
}

/** The registered actions (read when a key is pressed). */
export const useShortcutRegistry = (): Registry | null => useContext(ShortcutActionsContext);

/**
 * Offers `run` to the keyboard while the calling screen is mounted; `undefined` (no right to create,
 * say) offers nothing. The latest `run` is called, without registering again on each render.
 */
export function useShortcutAction(action: ShortcutAction, run: (() => void) | undefined): void {
  const registry = useContext(ShortcutActionsContext);
  const latest = useRef(run);
  latest.current = run;
  const offered = run !== undefined;
  useEffect(() => {
    if (!registry || !offered) return;
    const handler = () => latest.current?.();
    registry.set(action, handler);
    return () => {
      if (registry.get(action) === handler) registry.delete(action);
    };
  }, [registry, action, offered]);
}
