import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useGetIdentity, useStoreContext, useTheme, useTranslate } from 'react-admin';
import { readThemeChoice, saveThemeChoice } from './theme-choice';

/**
 * The top bar's light / dark switch. Until a user picks, the console follows the system's
 * `prefers-color-scheme`; a pick is remembered for that user on this browser and applied again at
 * each of their sign-ins (react-admin's own store is emptied at sign-out).
 */
export function ThemeToggle() {
  const translate = useTranslate();
  const [mode, setMode] = useTheme();
  const { identity } = useGetIdentity();
  const store = useStoreContext();
  const userId = identity?.id;

  // the signed-in user's own pick, once known; without one, the system's (never another user's)
  useEffect(() => {
    if (userId === undefined) return;
    const chosen = readThemeChoice(userId);
    if (!chosen) store.removeItem('theme');
    else if (chosen !== mode) setMode(chosen);
    // once per user: later changes are this button's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  const next = mode === 'dark' ? 'light' : 'dark';
  const label = translate(next === 'dark' ? 'app.topbar.to_dark' : 'app.topbar.to_light');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        data-testid="theme-toggle"
        onClick={() => {
          setMode(next);
          if (userId !== undefined) saveThemeChoice(userId, next);
        }}
      >
        {next === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
