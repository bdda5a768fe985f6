export { authProvider, type LoginParams } from './authProvider';
export { canAccessWith, pathForResource, rightForAction } from './access';
export { fetchPrincipal, type Principal } from './principal';
export { clearSession, getSocketToken, getToken, registerSessionKey } from './session';
export { useCan } from './useCan';
