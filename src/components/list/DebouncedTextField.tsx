import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 350;

/** A text filter that reports its value once typing pauses. */
export function DebouncedTextField({ label, type, value, onChange }: { label: string; type: string; value: unknown; onChange: (v: unknown) => void }) {
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
