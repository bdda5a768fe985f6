import { useCallback } from 'react';

/** Plays a notification type's sound; a browser that refuses autoplay is left alone. */
export function useNotificationSound(): (url: string | null | undefined) => void {
  return useCallback((url) => {
    if (!url) return;
    try {
      void new Audio(url).play().catch(() => undefined);
    } catch {
      // no audio support: nothing to play
    }
  }, []);
}
