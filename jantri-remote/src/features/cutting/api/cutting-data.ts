import { useQuery } from '@tanstack/react-query';
import { callApi, cuttingDataJantriEndpoint } from '@bgmi/shared';
import { LEDGER_KEY } from '../../ledger-common/error-text';
import { currentCaller } from '../../ledger-common/use-caller';

export interface CuttingRequest {
  client_name: string;
  game_name: string;
  cutNum: string;
  cutHrf: string;
}

export function fetchCutting(request: CuttingRequest) {
  return callApi(
    cuttingDataJantriEndpoint,
    { ...currentCaller(), ...request },
    { fallbackMessage: 'Something went wrong while fetching data' },
  );
}

/** cutting-data-jantri for the request the Done button last sent (none: nothing fetched). */
export function useCutting(request: CuttingRequest | null) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'cutting', request],
    queryFn: () => fetchCutting(request!),
    enabled: Boolean(request),
    retry: false,
  });
}
