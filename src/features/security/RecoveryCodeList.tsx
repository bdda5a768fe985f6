import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface RecoveryCodeListProps {
  codes: string[];
}

/** Recovery codes, shown once: what they are for, the codes in a grid, and a copy button. */
export function RecoveryCodeList({ codes }: RecoveryCodeListProps) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.security.two_factor.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('app.security.two_factor.recovery_intro')}</Alert>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1rem' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate(copied ? 'app.security.two_factor.copied' : 'app.security.two_factor.copy')}
        </Button>
      </Box>
    </Stack>
  );
}
