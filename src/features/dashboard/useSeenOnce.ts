import { useEffect, useRef, useState } from 'react';
import { SECTION_VISIBLE_THRESHOLD } from '../../../contract/dashboard/dashboard';

/**
 * True once SECTION_VISIBLE_THRESHOLD of the element has been on screen, and from then on (a
 * section that has loaded stays). Without IntersectionObserver the element counts as seen.
 */
export function useSeenOnce<T extends Element>(): { ref: React.RefObject<T | null>; seen: boolean } {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= SECTION_VISIBLE_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: SECTION_VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
