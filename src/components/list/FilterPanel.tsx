import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTranslate } from 'react-admin';
import type { EntityDeclaration, FilterDef } from '../../../contract/entity';
import type { FieldDef } from '../../../contract/fields';
import { entityKeys, useChoiceLabel } from '../../i18n/useLabels';
import { FilterInput } from './FilterInput';

export interface FilterPanelProps {
  decl: EntityDeclaration;
  open: boolean;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
}

/** The collapsible filter panel, its inputs generated from the declaration's filters. */
export function FilterPanel({ decl, open, values, onChange }: FilterPanelProps) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel(decl.name);
  const set = (key: string, value: unknown) => {
    const next = { ...values };
    if (value === '' || value === null || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <Collapse in={open} unmountOnExit>
      <Box role="search" aria-label={translate('app.action.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, mb: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {Object.entries(decl.filters).map(([key, filter]) => (
          <FilterInput
            key={key}
            name={key}
            label={translate(entityKeys.filter(decl.name, key))}
            def={fieldFor(decl, key, filter)}
            choiceLabel={(v) => choiceLabel(filter.field ?? key, v)}
            value={values[key]}
            onChange={(v) => set(key, v)}
          />
        ))}
        <Button onClick={() => onChange({})} disabled={!Object.keys(values).length}>
          {translate('app.action.clear_filter')}
        </Button>
      </Box>
    </Collapse>
  );
}

function fieldFor(decl: EntityDeclaration, key: string, filter: FilterDef): FieldDef {
  const field = filter.field ?? key;
  if (field === decl.id) return { type: 'integer' };
  return decl.fields[field] ?? { type: 'string' };
}
