// A user's pick of light or dark, kept in this browser under the user's id: it outlives sign-out,
// which empties react-admin's store, and each user of a shared computer keeps their own.
export type ThemeMode = 'light' | 'dark';

const keyOf = (userId: string | number) => `BackOffice.theme.${userId}`;

export function readThemeChoice(userId: string | number): ThemeMode | undefined {
  try {
    const value = localStorage.getItem(keyOf(userId));
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveThemeChoice(userId: string | number, mode: ThemeMode): void {
  try {
    localStorage.setItem(keyOf(userId), mode);
  } catch {
    // private browsing without storage: the pick lasts this visit
  }
}
