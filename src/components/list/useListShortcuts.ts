import { useShortcutAction } from '../../layout/shortcuts/ShortcutActions';

/** The first field of the open screen's filter panel (a landmark of role `search`). */
const firstFilterField = (): HTMLElement | null => document.querySelector<HTMLElement>('#main-content [role="search"] :is(input, [role="combobox"]):not([type="hidden"])');

/**
 * A list's keys: `c` opens its create screen (only for users who may create), `/` opens its filter
 * panel and puts the cursor in the first filter.
 */
export function useListShortcuts({ create, filterOpen, toggleFilters }: { create?: () => void; filterOpen: boolean; toggleFilters: () => void }): void {
  useShortcutAction('create', create);
  useShortcutAction('filter', () => {
    if (!filterOpen) toggleFilters();
    // a closed panel mounts with the next render: wait for it
    const focus = (tries: number) => {
      const field = firstFilterField();
      if (field) field.focus();
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    focus(30);
  });
}
