import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import {
  deleteBetRecordEndpoint,
  getBetRecordsEndpoint,
  type BetRecord,
} from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller, useCaller } from '../../../lib/use-caller';
import { deleteBetRecordBody } from '../../../lib/api/delete-bet-record';

/** The chosen client and game (from the contract's body: get-bet-records). */
export type BetFilter = Required<
  Pick<EndpointBody<typeof getBetRecordsEndpoint>, 'client_name' | 'game_name'>
>;

export function fetchBetRecords(filter: BetFilter) {
  return callApi(
    getBetRecordsEndpoint,
    { ...currentCaller(), ...filter },
    { fallbackMessage: 'Failed to fetch bet history' },
  );
}

export function useBetRecords(filter: BetFilter) {
  const caller = useCaller();
  return useQuery({
    queryKey: [...LEDGER_KEY, 'bet-records', filter],
    queryFn: async () => (await fetchBetRecords(filter)).data,
    enabled: Boolean(caller),
  });
}

/** delete-bet-record of one entry (its body: lib/api/delete-bet-record). */
export function deleteBetRecord(record: BetRecord) {
  return callApi(deleteBetRecordEndpoint, deleteBetRecordBody(record), {
    fallbackMessage: 'Failed to delete bet',
  });
}

export function useDeleteBetRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBetRecord,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['bet-data-jantri'] }),
      ]),
  });
}
