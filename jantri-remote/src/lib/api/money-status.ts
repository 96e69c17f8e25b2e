import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { moneyStatusEndpoint } from '@bgmi/shared/day-and-money';

export const moneyStatusKey = ['money-status'] as const;

export function fetchMoneyStatus() {
  return callApi(moneyStatusEndpoint, {});
}

/** The caller's age confirmation, limits and self-exclusion (real money mode). */
export function useMoneyStatus(enabled = true) {
  return useQuery({ queryKey: moneyStatusKey, queryFn: fetchMoneyStatus, enabled, staleTime: 0 });
}
