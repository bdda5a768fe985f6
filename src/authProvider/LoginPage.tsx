import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { entities } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { screenPath } from '../../contract/screen-paths';
import { SignInCodeStep } from '../features/security/SignInCodeStep';
import { SignInSetupStep } from '../features/security/SignInSetupStep';
import { PlainTextField } from '../components/PlainTextField';
import { SignInStepRequired } from './authProvider';
import { getToken } from './session';
import { useSignedOutLanguage } from './user-preferences';
import { SignInFrame } from './SignInFrame';

/** Where the `/login?user=..&password=..` sign-in lands. */
export const AUTO_LOGIN_TARGET = screenPath(entities.order, 'list');

type Errors = { username?: string; password?: string };

export function LoginPage() {
  useSignedOutLanguage();
  const login = useLogin();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const autoTried = useRef(false);
  const [signedIn] = useState(() => !!getToken() && !params.get('user'));
  // the password was right and a second step comes first (two-factor sign-in)
  const [step, setStep] = useState<{ next: SignInStepRequired['next']; ticket: string; target: string }>();

  const signIn = async (name: string, pass: string, target: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await login({ username: name, password: pass }, target);
    } catch (error) {
      if (error instanceof SignInStepRequired) setStep({ next: error.next, ticket: error.ticket, target });
      else setFailure(error instanceof Error && error.message ? error.message : messages.badResponse);
      setBusy(false);
    }
  };

  useEffect(() => {
    const user = params.get('user');
    const pass = params.get('password');
    if (autoTried.current || !user || !pass) return;
    autoTried.current = true;
    setUsername(user);
    setPassword(pass);
    void signIn(user, pass, AUTO_LOGIN_TARGET);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  if (signedIn) return <Navigate to="/" replace />;

  if (step) {
    const back = () => {
      setStep(undefined);
      setPassword('');
    };
    return step.next === 'code' ? (
      <SignInCodeStep ticket={step.ticket} target={step.target} onBack={back} />
    ) : (
      <SignInSetupStep ticket={step.ticket} onSignedIn={(session) => void login({ session }, step.target)} onBack={back} />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = translate('app.message.loginRequired');
    if (!password) next.password = translate('app.message.loginRequired');
    setErrors(next);
    if (next.username || next.password) return;
    void signIn(username.trim(), password, '/');
  };

  return (
    <SignInFrame title={translate('app.auth.sign_in')} message={failure ? { severity: 'error', text: failure } : undefined} onSubmit={submit}>
      <PlainTextField
        label={translate('app.auth.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={!!errors.username}
        helperText={errors.username}
        disabled={busy}
      />
      <PlainTextField
        label={translate('app.auth.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
        disabled={busy}
        endAdornment={
          <InputAdornment position="end">
            <IconButton aria-label={translate(showPassword ? 'app.auth.hide_password' : 'app.auth.show_password')} onClick={() => setShowPassword((s) => !s)} edge="end">
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} aria-label={translate('app.auth.sign_in')}>
        {busy ? <CircularProgress size={24} color="inherit" /> : translate('app.auth.sign_in')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/forgot_password">
          {translate('app.auth.forgot_password')}
        </Link>
        <Link component={RouterLink} to="/register">
          {translate('app.auth.create_account')}
        </Link>
      </Box>
    </SignInFrame>
  );
}
