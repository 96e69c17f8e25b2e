import { useCallback } from 'react';
import { callApi, logoutAndGoHome, logoutEndpoint } from '@bgmi/shared';

/** Asks the server to revoke the stored token (and close its sockets). */
export function postLogout() {
  return callApi(logoutEndpoint, {}, { signal: AbortSignal.timeout(5000) });
}

/**
 * Logout: the call is sent with the token first (callApi reads it before its first await), then
 * the session is forgotten locally at once, so Logout also works offline or when the call fails.
 */
export function useLogout(): () => void {
  return useCallback(() => {
    postLogout().catch(() => undefined);
    logoutAndGoHome();
  }, []);
}
