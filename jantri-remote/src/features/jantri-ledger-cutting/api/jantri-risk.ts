import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { getJantriRiskEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export interface RiskRequest {
  client_name: string;
  game_name: string;
  /** Typed texts; '' means not given. */
  max_loss: string;
  cutHrf: string;
}

export function fetchRisk(request: RiskRequest) {
  return callApi(
    getJantriRiskEndpoint,
    {
      ...currentCaller(),
      client_name: request.client_name,
      game_name: request.game_name,
      max_loss: request.max_loss.trim() === '' ? undefined : Number(request.max_loss),
      cutHrf: request.cutHrf.trim() === '' ? undefined : Number(request.cutHrf),
    },
    { fallbackMessage: 'Something went wrong while fetching data' },
  );
}

export const riskQuery = (request: RiskRequest) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'risk', request],
    queryFn: () => fetchRisk(request),
    retry: false,
  });

/** get-jantri-risk for the chosen client (or All Clients) and game; nothing until both are chosen. */
export function useRisk(request: RiskRequest) {
  return useQuery({
    ...riskQuery(request),
    enabled: Boolean(request.client_name && request.game_name),
  });
}
