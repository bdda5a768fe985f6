import { UI_KIT_SCREEN } from '../../../contract/permission-catalog';

/** The UI kit's demo screens, in the spec's order (route list: theme, base, buttons, icons, notifications, widgets, charts). */
export const UI_KIT_PAGES = ['theme', 'base', 'buttons', 'icons', 'notifications', 'widgets', 'charts'] as const;
export type UiKitPageName = (typeof UI_KIT_PAGES)[number];

export const uiKitPath = (page: UiKitPageName): string => `${UI_KIT_SCREEN}/${page}`;
