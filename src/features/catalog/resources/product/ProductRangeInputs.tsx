import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isBlockedNumberKey, maxInputMinimum, nonNegative } from '../../../../../contract/products';

export interface ProductRangeInputsProps {
  /** catalogue keys of the two labels */
  minLabel: string;
  maxLabel: string;
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
  /** names of the inputs (minPrice, maxPrice) */
  names: [string, string];
}

/** '+' and '-' never reach the inputs: they take non-negative numbers only. */
const blockSigns = (e: KeyboardEvent) => {
  if (isBlockedNumberKey(e.key)) e.preventDefault();
};

/** A min and a max input: minimum 0, the max's minimum the chosen min (spec, second document, section 5). */
export function ProductRangeInputs({ minLabel, maxLabel, min, max, onChange, names }: ProductRangeInputsProps) {
  const translate = useTranslate();
  const chosenMin = nonNegative(min);
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <TextField
        size="small"
        type="number"
        name={names[0]}
        label={translate(minLabel)}
        value={min}
        onKeyDown={blockSigns}
        onChange={(e) => onChange(e.target.value, max)}
        slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        sx={{ width: 140 }}
      />
      <TextField
        size="small"
        type="number"
        name={names[1]}
        label={translate(maxLabel)}
        value={max}
        onKeyDown={blockSigns}
        onChange={(e) => onChange(min, e.target.value)}
        error={max !== '' && chosenMin !== undefined && (nonNegative(max) ?? 0) < chosenMin}
        slotProps={{ htmlInput: { min: maxInputMinimum(chosenMin), step: 'any', inputMode: 'decimal' } }}
        sx={{ width: 140 }}
      />
    </Box>
  );
}
