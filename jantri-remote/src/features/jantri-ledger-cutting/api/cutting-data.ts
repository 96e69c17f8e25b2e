import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { cuttingDataJantriEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export interface CuttingRequest {
  client_name: string;
  game_name: string;
  cutNum: string;
  cutHrf: string;
  /** Cutting options (DESIGN section 5), as typed: '' means not used. */
  round_to?: '' | '5' | '10';
  less_percent?: string;
  dabba?: string;
}

const typedNumber = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text);

export function fetchCutting(request: CuttingRequest) {
  return callApi(
    cuttingDataJantriEndpoint,
    {
      ...currentCaller(),
      client_name: request.client_name,
      game_name: request.game_name,
      cutNum: request.cutNum,
      cutHrf: request.cutHrf,
      round_to: request.round_to ? (Number(request.round_to) as 5 | 10) : undefined,
      less_percent: typedNumber(request.less_percent),
      dabba: typedNumber(request.dabba),
    },
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
