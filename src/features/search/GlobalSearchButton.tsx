import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useGlobalSearch } from './global-search';
import { SEARCH_KEYS_ARIA } from './search-shortcut';

/** The top bar's button opening the search box; its tooltip tells the shortcut. */
export function GlobalSearchButton() {
  const { open } = useGlobalSearch();
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.search.shortcut')} describeChild>
      <IconButton color="inherit" aria-label={translate('app.search.open')} aria-keyshortcuts={SEARCH_KEYS_ARIA} aria-haspopup="dialog" onClick={open}>
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
