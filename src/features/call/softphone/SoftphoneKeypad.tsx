import BackspaceIcon from '@mui/icons-material/Backspace';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { KEYPAD_KEYS, type KeypadKey } from '../../../../contract/call/keypad';

export interface SoftphoneKeypadProps {
  onKey: (key: KeypadKey) => void;
  disabled?: boolean;
}

/** The keypad: digits 0-9, '+' and backspace (spec, first document, section 2). */
export function SoftphoneKeypad({ onKey, disabled }: SoftphoneKeypadProps) {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate('app.call.softphone.keypad')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {KEYPAD_KEYS.map((key) => (
        <Button
          key={key}
          variant="outlined"
          disabled={disabled}
          onClick={() => onKey(key)}
          aria-label={key === 'backspace' ? translate('app.call.softphone.backspace') : undefined}
          sx={{ fontSize: '1.25rem', py: 1, minWidth: 0 }}
        >
          {key === 'backspace' ? <BackspaceIcon fontSize="small" /> : key}
        </Button>
      ))}
    </Box>
  );
}
