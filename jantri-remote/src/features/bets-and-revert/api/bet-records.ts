import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import {
  deleteBetRecordEndpoint,
  getBetRecordsEndpoint,
  type BetRecord,
} from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller, useCaller } from '../../../lib/use-caller';

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

/** delete-bet-record: the spec's fields plus the record's _id, so exactly that entry goes. */
export function deleteBetRecord(record: BetRecord) {
  return callApi(
    deleteBetRecordEndpoint,
    {
      ...currentCaller(),
      _id: record._id,
      client_name: record.client_name,
      game_name: record.game_name,
      bet_numbers: record.bet_numbers,
      hruf_type: record.bet_type === 'hruf' ? (record.bet_data.hruf_type ?? '') : '',
    },
    { fallbackMessage: 'Failed to delete bet' },
  );
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
