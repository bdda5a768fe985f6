import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface SignInFrameProps {
  title: string;
  intro?: ReactNode;
  /** a refusal or a warning above the form */
  message?: { severity: 'error' | 'warning' | 'info' | 'success'; text: string };
  onSubmit?: (event: FormEvent) => void;
  /** wider for the setup step's QR code and recovery codes */
  wide?: boolean;
  children: ReactNode;
}

/** The sign-in page's card, also for the steps after the password and the account pages: the same place, look and width. */
export function SignInFrame({ title, intro, message, onSubmit, wide, children }: SignInFrameProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'primary.dark', p: 2 }}>
      <Paper
        component={onSubmit ? 'form' : 'div'}
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        sx={{ p: 4, width: wide ? 'min(480px, 100%)' : 'min(380px, 100%)', display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} data-testid="login-error">
            {message.text}
          </Alert>
        )}
        {children}
      </Paper>
    </Box>
  );
}
