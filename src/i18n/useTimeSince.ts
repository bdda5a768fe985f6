import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { elapsed } from '../../contract/time-since';

/** The spec's relative time ('Just now', '3 minutes ago') in the user's language (app.time.*). */
export function useTimeSince() {
  const translate = useTranslate();
  return useCallback(
    (date: Date | string | number, now?: Date | number) => {
      const ago = elapsed(date, now);
      return ago ? translate(`app.time.${ago.unit}`, { smart_count: ago.count }) : translate('app.time.just_now');
    },
    [translate],
  );
}
