import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** the form area's message: a server error or a success text */
  message?: { severity: 'error' | 'success' | 'info'; text: string };
  children: ReactNode;
}

/** The frame of the public account pages: a centred card with a title and the form area's message. */
export function AuthCard({ title, subtitle, message, children }: AuthCardProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {message && (
            <Alert severity={message.severity} sx={{ mb: 2 }} role={message.severity === 'error' ? 'alert' : 'status'}>
              {message.text}
            </Alert>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
