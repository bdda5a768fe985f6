import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { entityKeys } from '../../i18n/useLabels';
import type { EntityFormProps } from './EntityForm';
import { FieldInput, shownReadOnly } from './FieldInput';
import { errorCounts, errorPaths, formTabs, tabAfterFailedSubmit, tabLabel, tabOfPath } from './form-rules';

/** The form's tabs and their inputs; each tab label shows its error count in red. */
export function TabbedFields({ decl, mode, inputs, extraTabs = [] }: Omit<EntityFormProps, 'cancelTo'>) {
  const translate = useTranslate();
  const tabs = formTabs(decl);
  const tabName = (tab: string) => translate(entityKeys.tab(decl.name, tab));
  const [current, setCurrent] = useState(tabs[0]);
  const { errors, submitCount } = useFormState();
  const paths = errorPaths(errors);
  const counts = errorCounts(decl, paths);
  const handled = useRef(0);
  const pathsKey = paths.join('|');

  // after a failed submit show the first tab with an error, unless the current one has one
  useEffect(() => {
    if (!submitCount || !paths.length || handled.current === submitCount) return;
    handled.current = submitCount;
    setCurrent((c) => (tabs.includes(c) ? tabAfterFailedSubmit(tabs, counts, c) : tabAfterFailedSubmit(tabs, counts, tabs[0])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, pathsKey]);

  // what the server sets is shown on an edit form, read only; a new record has none of it yet
  const fieldsOf = (tab: string) =>
    Object.entries(decl.fields).filter(([name, def]) => (!def.readOnly || (mode === 'update' && shownReadOnly(def))) && tabOfPath(decl, name) === tab);

  return (
    <Box>
      <Tabs value={current} onChange={(_e, v: string) => setCurrent(v)} variant="scrollable" aria-label={translate('app.form.tabs')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            data-errors={counts[tab]}
            label={counts[tab] ? `${tabLabel(tabs, tab, tabName(tab))} (${counts[tab]})` : tabLabel(tabs, tab, tabName(tab))}
            sx={counts[tab] ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        ))}
        {extraTabs.map((t, i) => (
          <Tab key={t.label} value={t.label} label={`${tabs.length + i + 1}. ${translate(t.label)}`} />
        ))}
      </Tabs>
      {tabs.map((tab) => (
        <Box key={tab} role="tabpanel" hidden={tab !== current} aria-label={tabName(tab)} sx={{ p: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3 }}>
            {fieldsOf(tab).map(([name, def]) => {
              const Custom = inputs?.[name];
              const wide = def.type === 'object' || def.type === 'list' || def.type === 'text';
              return (
                <Box key={name} data-field={name} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
                  {Custom ? <Custom name={name} def={def} source={name} mode={mode} /> : <FieldInput name={name} def={def} mode={mode} />}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
      {extraTabs.map((t) => (
        <Box key={t.label} role="tabpanel" hidden={t.label !== current} aria-label={translate(t.label)} sx={{ p: 2 }}>
          {t.label === current ? t.content : null}
        </Box>
      ))}
    </Box>
  );
}
