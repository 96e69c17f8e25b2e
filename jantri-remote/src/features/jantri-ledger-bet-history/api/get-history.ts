import { useQuery } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { getJantriHistoryEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller, useCaller } from '../../../lib/use-caller';

/** The chosen client and game (from the contract's body: get-jantri-history). */
export type BetFilter = Required<
  Pick<EndpointBody<typeof getJantriHistoryEndpoint>, 'client_name' | 'game_name'>
>;

export function fetchHistory(filter: BetFilter) {
  return callApi(
    getJantriHistoryEndpoint,
    { ...currentCaller(), ...filter },
    { fallbackMessage: 'Failed to fetch bet history' },
  );
}

/** get-jantri-history for the chosen filters (empty = all). */
export function useHistory(filter: BetFilter) {
  const caller = useCaller();
  return useQuery({
    queryKey: [...LEDGER_KEY, 'history', filter],
    queryFn: async () => (await fetchHistory(filter)).data,
    enabled: Boolean(caller),
  });
}
