import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * An unknown path of a signed-in user says so, then goes to the dashboard (spec: "Unknown signed-in
 * paths redirect to /dashboard"); signed-out ones never get here: /login.
 */
export function CatchAll() {
  const notify = useNotify();
  const { pathname } = useLocation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify('app.page.unknown_path', { type: 'warning', messageArgs: { path: pathname } });
  }, [notify, pathname]);
  return <Navigate to="/dashboard" replace />;
}
