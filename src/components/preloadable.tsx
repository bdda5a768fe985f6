import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable {
  /** renders the view: at once when its code is there, through Suspense otherwise */
  Screen: ComponentType;
  /** starts loading the code (once) */
  preload: () => Promise<ComponentType>;
}

/**
 * A lazily loaded view whose loading can start before it renders (a menu press, the page's first
 * load). Once loaded it renders directly, without suspending: no fallback, no reveal delay.
 */
export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => {
        loading = undefined; // a failed chunk load may be tried again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // fixed for the life of this mount: switching from Lazy to the view would mount the page again
    const [View] = useState(() => loaded);
    return View ? <View /> : <Lazy />;
  }
  return { Screen, preload };
}
