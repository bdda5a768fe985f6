import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ACCOUNT_ROUTES } from '../../../contract/accounts';
import { getToken } from '../../authProvider/session';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { RegisterVerifyStep } from './RegisterVerifyStep';
import { ResetPasswordStep } from './ResetPasswordStep';

/**
 * The one auth page behind /register and /forgot_password. The second step of each flow is the
 * same path with the email in the query. A signed-in visitor goes to /.
 */
export function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (getToken()) return <Navigate to="/" replace />;
  const email = params.get('email');
  if (pathname.startsWith(ACCOUNT_ROUTES.forgotPassword)) {
    return email ? <ResetPasswordStep key={email} email={email} /> : <ForgotPasswordForm />;
  }
  return email ? <RegisterVerifyStep key={email} email={email} /> : <RegisterForm />;
}
