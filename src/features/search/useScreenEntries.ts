import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { menuEntries } from '../../layout/menu-entries';
import type { ScreenEntry } from './search-options';

/** The screens of the side menu the user may open, their labels translated (as SideMenu shows them). */
export function useScreenEntries(): ScreenEntry[] {
  const { can } = useCan();
  const translate = useTranslate();
  return useMemo(
    () => menuEntries()
      .filter((e) => can(e.resource, 'list'))
      .map((e) => ({ label: translate(e.label, e.labelArgs), group: translate(`app.menu.groups.${e.group}`), to: e.to })),
    [can, translate],
  );
}
