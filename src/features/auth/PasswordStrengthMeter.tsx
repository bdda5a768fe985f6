import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { passwordScore, passwordStrength } from '../../../contract/accounts/rules';
import type { PasswordStrength } from '../../../contract/accounts/texts';

export interface PasswordStrengthMeterProps {
  password: string;
}

const COLOURS: Record<PasswordStrength, 'error' | 'warning' | 'success'> = { Weak: 'error', Medium: 'warning', Strong: 'success' };
/** The bar is full at the Strong threshold of the spec's score. */
const FULL_SCORE = 30;

/** The spec's password strength (Weak, Medium, Strong) under a password input. */
export function PasswordStrengthMeter({ password }: PasswordStrengthMeterProps) {
  const translate = useTranslate();
  if (!password) return null;
  const strength = passwordStrength(password);
  const value = Math.min(100, (passwordScore(password) / FULL_SCORE) * 100);
  return (
    <Box data-testid="password-strength" sx={{ mt: -0.5, mb: 1 }}>
      <LinearProgress variant="determinate" aria-label={translate(`app.strength.${strength}`)} value={value} color={COLOURS[strength]} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color={`${COLOURS[strength]}.main`}>
        {translate(`app.strength.${strength}`)}
      </Typography>
    </Box>
  );
}
