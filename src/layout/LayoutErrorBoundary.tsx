import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';

interface State {
  failed: boolean;
}

/** Keeps the shell usable when one screen throws while rendering. */
export class LayoutErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed />;
  }
}

/** A class component cannot use hooks: its fallback is this one. */
function ScreenFailed() {
  const translate = useTranslate();
  return (
    <Alert severity="error">
      <AlertTitle>{translate('app.message.serverErrorTitle')}</AlertTitle>
      {translate('app.message.serverErrorText')}
    </Alert>
  );
}
