import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../authProvider/useCan';
import { useGlobalSearch } from '../../features/search/global-search';
import { CHORD_MS, GO_TO, isTyping } from './go-to';
import { useShortcutRegistry } from './ShortcutActions';

const keySx = { fontFamily: 'monospace', px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' } as const;

function Keys({ keys }: { keys: string[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {keys.map((k) => (
        <Box component="kbd" key={k} sx={keySx}>
          {k}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The console's keyboard: `g` then a letter goes to a main area, `c` creates in the open list, `/`
 * goes to its filter (or opens the search where the screen has none), `?` lists them all. Keys typed
 * into a field, or with Ctrl, Alt or Meta held, are the page's own.
 */
export function KeyboardShortcuts() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { can } = useCan();
  const registry = useShortcutRegistry();
  const { open: onSearch } = useGlobalSearch();
  const [help, setHelp] = useState(false);
  const chord = useRef(0);
  const latest = useRef({ navigate, can, onSearch, registry });
  latest.current = { navigate, can, onSearch, registry };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // an open dialog keeps its keys
      if (document.querySelector('[role="dialog"]')) return;
      const { navigate, can, onSearch, registry } = latest.current;
      const key = event.key;
      if (Date.now() - chord.current < CHORD_MS) {
        chord.current = 0;
        const area = GO_TO.find((g) => g.key === key.toLowerCase());
        if (area && (!area.resource || can(area.resource, 'list'))) {
          event.preventDefault();
          navigate(area.to);
        }
        return;
      }
      if (key === 'g') {
        chord.current = Date.now();
        return;
      }
      const run = key === 'c' ? registry?.get('create') : key === '/' ? (registry?.get('filter') ?? onSearch) : undefined;
      if (run) {
        event.preventDefault();
        run();
      } else if (key === '?') {
        event.preventDefault();
        setHelp(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const rows: [string[], string][] = [
    ...GO_TO.filter((g) => !g.resource || can(g.resource, 'list')).map((g): [string[], string] => [['g', g.key], translate('app.shortcuts.go_to', { area: translate(g.label, g.labelArgs) })]),
    [['c'], translate('app.shortcuts.create')],
    [['/'], translate('app.shortcuts.filter')],
    [['Ctrl', 'K'], translate('app.shortcuts.search')],
    [['?'], translate('app.shortcuts.help')],
  ];
  return (
    <Dialog open={help} onClose={() => setHelp(false)} aria-labelledby="shortcut-help-title">
      <DialogTitle id="shortcut-help-title">{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcut-help-title">
          <TableBody>
            {rows.map(([keys, what]) => (
              <TableRow key={keys.join('+')}>
                <TableCell>
                  <Keys keys={keys} />
                </TableCell>
                <TableCell>{what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      {/* something the keyboard can reach: a dialog of text alone gives Tab nowhere to stay */}
      <DialogActions>
        <Button onClick={() => setHelp(false)}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
