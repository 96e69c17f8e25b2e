import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@bgmi/shared';
import { WALLET_MESSAGES, getRechargeEndpoint } from '@bgmi/shared/jantri-contract';

/** Status false -> 'Failed to fetch plans'; a network failure -> 'Server error while fetching plans'. */
export async function fetchPlans() {
  try {
    return await callApi(getRechargeEndpoint, {}, { fallbackMessage: WALLET_MESSAGES.plansFailed });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 0)
      throw new ApiError(WALLET_MESSAGES.plansError, 0);
    throw error;
  }
}

export function usePlans() {
  return useQuery({
    queryKey: ['get-recharge'],
    queryFn: fetchPlans,
    staleTime: 60_000,
    meta: { errorToast: WALLET_MESSAGES.plansFailed },
  });
}
