import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { EntityDeclaration, FilterDef } from '../../../contract/entity';
import { fieldLabel, type FieldDef } from '../../../contract/fields';
import { LookupSelect } from '../inputs/LookupSelect';

export interface FilterPanelProps {
  decl: EntityDeclaration;
  open: boolean;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
}

const DEBOUNCE_MS = 350;

/** The collapsible filter panel, its inputs generated from the declaration's filters. */
export function FilterPanel({ decl, open, values, onChange }: FilterPanelProps) {
  const set = (key: string, value: unknown) => {
    const next = { ...values };
    if (value === '' || value === null || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <Collapse in={open} unmountOnExit>
      <Box role="search" aria-label="Filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, mb: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {Object.entries(decl.filters).map(([key, filter]) => (
          <FilterInput key={key} name={key} filter={filter} def={fieldFor(decl, key, filter)} value={values[key]} onChange={(v) => set(key, v)} />
        ))}
        <Button onClick={() => onChange({})} disabled={!Object.keys(values).length}>
          Clear Filter
        </Button>
      </Box>
    </Collapse>
  );
}

function fieldFor(decl: EntityDeclaration, key: string, filter: FilterDef): FieldDef {
  const field = filter.field ?? key;
  if (field === decl.id) return { type: 'integer', label: 'Id' };
  return decl.fields[field] ?? { type: 'string' };
}

interface FilterInputProps {
  name: string;
  filter: FilterDef;
  def: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
}

function FilterInput({ name, filter, def, value, onChange }: FilterInputProps) {
  const label = filter.label ?? fieldLabel(name, def);
  if (def.type === 'boolean') {
    return (
      <TextField select fullWidth={false} size="small" label={label} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')} sx={{ minWidth: 160 }}>
        <MenuItem value="">Any</MenuItem>
        <MenuItem value="true">{name === 'status' ? 'Enabled' : 'Yes'}</MenuItem>
        <MenuItem value="false">{name === 'status' ? 'Disabled' : 'No'}</MenuItem>
      </TextField>
    );
  }
  if (def.type === 'reference' && def.reference) {
    return <LookupSelect size="small" reference={def.reference} label={label} value={value as number | undefined} onChange={onChange} allowEmpty />;
  }
  if (def.type === 'enum') {
    return (
      <TextField select fullWidth={false} size="small" label={label} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 160 }}>
        <MenuItem value="">Any</MenuItem>
        {(def.choices ?? []).map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const type = def.type === 'integer' || def.type === 'number' ? 'number' : def.type === 'datetime' ? 'datetime-local' : 'text';
  return <DebouncedText label={label} type={type} value={value} onChange={onChange} />;
}

function DebouncedText({ label, type, value, onChange }: { label: string; type: string; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  useEffect(() => {
    const current = value === undefined ? '' : String(value);
    if (text === current) return;
    const t = setTimeout(() => onChange(text.trim() === '' ? undefined : text), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, value, type, onChange]);
  return (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ minWidth: 200 }}
      label={label}
      type={type}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={type === 'datetime-local' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}
