import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetIdentity, useStoreContext, useTheme, useTranslate } from 'react-admin';
import { isUserTheme, USER_THEME_PATH, type UserTheme } from '../../contract/accounts/user-theme';
import { patchPrincipal } from '../authProvider/principal';
import { useBackOfficeDataProvider, useNotifyApiError } from '../dataProvider/hooks';

/**
 * The top bar's light / dark switch. Until a user picks, the console follows the system's
 * `prefers-color-scheme`; a pick shows at once and is kept on the user's record (PUT u/me/theme), so
 * it comes back at their next sign-in on any browser, and another user of this browser keeps theirs.
 */
export function ThemeToggle() {
  const translate = useTranslate();
  const [mode, setMode] = useTheme();
  const { identity } = useGetIdentity();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const dataProvider = useBackOfficeDataProvider();
  const notifyError = useNotifyApiError();
  const save = useMutation({
    mutationFn: (theme: UserTheme) => dataProvider.call('api', USER_THEME_PATH, { method: 'PUT', body: { theme } }),
    onSuccess: (_, theme) => {
      patchPrincipal({ theme });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    onError: notifyError,
  });
  const userId = identity?.id;
  const chosen = identity?.theme;

  // the signed-in user's own pick, once known (sign-in already showed it); without one, the system's
  useEffect(() => {
    if (userId === undefined) return;
    if (!isUserTheme(chosen)) store.removeItem('theme');
    else if (chosen !== mode) setMode(chosen);
    // once per user and pick: later changes are this button's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, chosen]);

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
          save.mutate(next);
        }}
      >
        {next === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
