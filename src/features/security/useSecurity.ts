import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionRow } from '../../../contract/accounts/sessions';
import { SECURITY_PATHS, type TwoFactorSetup, type TwoFactorStatus } from '../../../contract/accounts/two-factor';
import { retryUnlessRefused } from '../../dataProvider/api-error';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { SECURITY_QUERIES } from './security-api';

/** The signed-in user's two-factor sign-in: on or off, required, recovery codes left. */
export function useTwoFactorStatus() {
  const dataProvider = useBackOfficeDataProvider();
  return useQuery({
    queryKey: SECURITY_QUERIES.twoFactor,
    queryFn: () => dataProvider.call<TwoFactorStatus>('api', SECURITY_PATHS.twoFactor),
    retry: retryUnlessRefused,
  });
}

/** The signed-in user's sign-ins that still work, newest first. */
export function useSessions() {
  const dataProvider = useBackOfficeDataProvider();
  return useQuery({
    queryKey: SECURITY_QUERIES.sessions,
    queryFn: () => dataProvider.call<{ data: SessionRow[]; count: number }>('api', SECURITY_PATHS.sessions),
    retry: retryUnlessRefused,
  });
}

/** A POST of the Security tab; the two-factor status and the sessions are read again after it. */
function useSecurityPost<Body, Answer>(path: string) {
  const dataProvider = useBackOfficeDataProvider();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => dataProvider.call<Answer>('api', path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['security'] }),
  });
}

export const useStartTwoFactor = () => useSecurityPost<Record<string, never>, TwoFactorSetup>(SECURITY_PATHS.twoFactorSetup);
export const useEnableTwoFactor = () => useSecurityPost<{ code: string }, { recoveryCodes: string[] }>(SECURITY_PATHS.twoFactorEnable);
export const useDisableTwoFactor = () => useSecurityPost<{ code?: string; password?: string }, void>(SECURITY_PATHS.twoFactorDisable);
export const useRenewRecoveryCodes = () => useSecurityPost<{ code: string }, { recoveryCodes: string[] }>(SECURITY_PATHS.recoveryCodes);
export const useSignOutEverywhere = () => useSecurityPost<Record<string, never>, void>(SECURITY_PATHS.signOutEverywhere);

/** Ends one sign-in of the user's (DELETE), then reads the list again. */
export function useRevokeSession() {
  const dataProvider = useBackOfficeDataProvider();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => dataProvider.call('api', SECURITY_PATHS.session(sessionId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SECURITY_QUERIES.sessions }),
  });
}
