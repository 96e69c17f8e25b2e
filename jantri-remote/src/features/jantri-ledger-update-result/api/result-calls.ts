import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import {
  getJantriResultEndpoint,
  resetJantriResultEndpoint,
  updateJantriResultEndpoint,
} from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller, useCaller } from '../../../lib/use-caller';

export function fetchResults(date: string) {
  return callApi(
    getJantriResultEndpoint,
    { ...currentCaller(), date },
    { fallbackMessage: 'Failed to load game result' },
  );
}

/** get-jantri-result of a day: every game with its result ('' when none). */
export function useResults(date: string) {
  const caller = useCaller();
  return useQuery({
    queryKey: [...LEDGER_KEY, 'results', date],
    queryFn: async () => (await fetchResults(date)).data.game_result,
    enabled: Boolean(caller) && Boolean(date),
  });
}

export function updateResult(body: { game_name: string; result: string; date: string }) {
  return callApi(
    updateJantriResultEndpoint,
    { ...currentCaller(), ...body },
    { fallbackMessage: 'Update failed' },
  );
}

export function resetResults(date: string) {
  return callApi(
    resetJantriResultEndpoint,
    { ...currentCaller(), date },
    { fallbackMessage: 'Reset failed' },
  );
}

export function useUpdateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  });
}

export function useResetResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  });
}
