import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { logoutEverywhereEndpoint } from '@bgmi/shared/day-and-money';

/** Issue 25: ends every session of the user, this one too (their sockets close). */
export function logoutEverywhere() {
  return callApi(logoutEverywhereEndpoint, {}, { fallbackMessage: 'Could not log out everywhere' });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
