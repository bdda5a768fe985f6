// Each user's pick of the console's light or dark theme, kept on the user's record (docs/decisions.md,
// "Light and dark"). Until a user picks, the console follows the system's colour scheme.
export const USER_THEMES = ['light', 'dark'] as const;
export type UserTheme = (typeof USER_THEMES)[number];

export const isUserTheme = (value: unknown): value is UserTheme => (USER_THEMES as readonly unknown[]).includes(value);

/** PUT {theme} -> {theme}: the signed-in user's own theme; another value is 422. On the api service. */
export const USER_THEME_PATH = 'u/me/theme';
