import { Navigate } from 'react-router-dom';

/** Unknown paths of a signed-in user go to the dashboard (signed-out ones never get here: /login). */
export const CatchAll = () => <Navigate to="/dashboard" replace />;
