import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SignInFrame } from '../../authProvider/SignInFrame';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** the form area's message: a server error or a success text */
  message?: { severity: 'error' | 'success' | 'info'; text: string };
  children: ReactNode;
}

/** The frame of the public account pages: the sign-in page's own, so moving between them looks like one page. */
export function AuthCard({ title, subtitle, message, children }: AuthCardProps) {
  return (
    <SignInFrame title={title} intro={subtitle} message={message}>
      <Box>{children}</Box>
    </SignInFrame>
  );
}
