import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetIdentity, useLocaleState, useStore, useTranslate } from 'react-admin';
import { isUserLanguage, LANGUAGE_NAMES, USER_LANGUAGE_PATH, USER_LANGUAGES, type UserLanguage } from '../../contract/accounts/user-language';
import { useBackOfficeDataProvider, useNotifyApiError } from '../dataProvider/hooks';

/**
 * The top bar's language menu: English or Español, the current one checked. A pick shows at once
 * and is kept on the user's record (PUT u/me/language), so their next sign-in, anywhere, opens in it.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const [language, setLanguage] = useLocaleState();
  const [stored] = useStore<string>('locale');
  const { identity } = useGetIdentity();
  const dataProvider = useBackOfficeDataProvider();
  const notifyError = useNotifyApiError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const save = useMutation({
    mutationFn: (chosen: UserLanguage) => dataProvider.call('api', USER_LANGUAGE_PATH, { method: 'PUT', body: { language: chosen } }),
    onError: notifyError,
  });

  // sign-in shows the user's language (authProvider); a session this browser got otherwise shows it once known
  const chosen = identity?.language;
  useEffect(() => {
    if (stored === undefined && isUserLanguage(chosen) && chosen !== language) setLanguage(chosen);
  }, [stored, chosen, language, setLanguage]);

  const pick = (next: UserLanguage) => {
    setAnchor(null);
    if (next === language) return;
    setLanguage(next);
    save.mutate(next);
  };

  const label = translate('app.topbar.language');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" aria-expanded={anchor ? 'true' : 'false'} data-testid="language-menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {USER_LANGUAGES.map((l) => (
          <MenuItem key={l} role="menuitemradio" aria-checked={l === language} selected={l === language} lang={l} onClick={() => pick(l)}>
            <ListItemIcon>{l === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[l]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
