import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, writeAccount } from '@bgmi/shared';
import {
  addJantriGameEndpoint,
  clearDataJantriEndpoint,
  removeJantriGameEndpoint,
} from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

// The three game calls of this feature; each answer's user_games replace the session list.

export function addGame(body: { game_name: string; short_name: string }) {
  return callApi(
    addJantriGameEndpoint,
    { ...currentCaller(), ...body },
    { fallbackMessage: 'Something went wrong' },
  );
}

export function removeGame(game_name: string) {
  return callApi(
    removeJantriGameEndpoint,
    { ...currentCaller(), game_name },
    { fallbackMessage: 'Something went wrong' },
  );
}

export function clearJantri(body: { client_name: string; game_name: string }) {
  return callApi(
    clearDataJantriEndpoint,
    { ...currentCaller(), ...body },
    { fallbackMessage: 'Failed to delete Jantri' },
  );
}

export function useAddGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGame,
    onSuccess: (answer) => {
      writeAccount(queryClient, { user_games: answer.data.user_games });
      return queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  });
}

export function useRemoveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGame,
    onSuccess: (answer) => {
      writeAccount(queryClient, { user_games: answer.data.user_games });
      return queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  });
}

export function useClearJantri() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearJantri,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  });
}
