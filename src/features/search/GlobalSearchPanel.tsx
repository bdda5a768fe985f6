import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SEARCH_LIMITS } from '../../../contract/search';
import { useCan } from '../../authProvider/useCan';
import { entityKeys } from '../../i18n/useLabels';
import { matchScreens, movedIndex, searchSections, type SearchOption } from './search-options';
import { useScreenEntries } from './useScreenEntries';
import { useSearchRecords } from './useSearchRecords';

/**
 * The search box's input and its results: a combobox whose listbox holds a group per section
 * (screens, then each kind of record). Focus stays in the input; the arrow keys move the active
 * option (aria-activedescendant), Enter opens it.
 */
export function GlobalSearchPanel({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { can } = useCan();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const screens = useScreenEntries();
  const records = useSearchRecords(text);

  const sections = useMemo(
    () =>
      searchSections(
        { heading: translate('app.search.screens'), entries: matchScreens(screens, text) },
        records.groups,
        { heading: (entity) => translate(entityKeys.name(entity), { smart_count: 2 }), mayEdit: (entity) => can(entity, 'edit') },
        `${baseId}-option`,
      ),
    [screens, text, records.groups, translate, can, baseId],
  );
  const options = sections.flatMap((s) => s.options);
  const current: SearchOption | undefined = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const openOption = (option: SearchOption) => {
    onDone();
    navigate(option.to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => movedIndex(Math.min(i, options.length - 1), options.length, e.key as 'ArrowDown' | 'ArrowUp'));
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      openOption(current);
    }
  };

  const status = !records.searchable
    ? translate('app.search.hint')
    : records.failed
      ? translate('app.search.failed')
      : records.pending
        ? translate('app.search.searching')
        : options.length
          ? translate('app.search.found', { smart_count: options.length })
          : translate('app.search.none', { text: text.trim() });

  return (
    <DialogContent sx={{ p: 0 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate('app.search.label')}
          placeholder={translate('app.search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': options.length > 0,
              'aria-controls': options.length ? listboxId : undefined,
              'aria-activedescendant': current?.id,
              autoComplete: 'off',
              spellCheck: false,
              maxLength: SEARCH_LIMITS.maxLength,
            },
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>{records.pending ? <LinearProgress aria-label={translate('app.search.searching')} /> : null}</Box>
      {options.length ? (
        <Box role="listbox" id={listboxId} aria-label={translate('app.search.results')} sx={{ maxHeight: '60vh', overflowY: 'auto', pb: 1 }}>
          {sections.map((section) => (
            <Box key={section.key} role="group" aria-labelledby={`${baseId}-${section.key}`} data-testid={`search-group-${section.key}`}>
              <Typography id={`${baseId}-${section.key}`} variant="overline" component="div" color="text.secondary" sx={{ px: 2, pt: 1, lineHeight: 2 }}>
                {section.heading}
                {section.total !== undefined || section.more ? (
                  <Box component="span" sx={{ ml: 1 }}>
                    {section.more ? translate('app.search.count_more', { count: SEARCH_LIMITS.countCap }) : translate('app.search.count', { count: section.total })}
                  </Box>
                ) : null}
              </Typography>
              {section.options.map((option) => (
                <Box
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option.id === current?.id}
                  onMouseMove={() => setActive(options.indexOf(option))}
                  onClick={() => openOption(option)}
                  sx={{ px: 2, py: 0.75, cursor: 'pointer', bgcolor: option.id === current?.id ? 'action.selected' : undefined }}
                >
                  <Typography variant="body2" noWrap>
                    {option.title}
                  </Typography>
                  {option.subtitle ? (
                    <Typography variant="caption" color="text.secondary" component="div" noWrap>
                      {option.subtitle}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" role="status" data-testid="search-status">
          {status}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {translate('app.search.keys')}
        </Typography>
      </Box>
    </DialogContent>
  );
}
