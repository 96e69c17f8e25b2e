import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { getJantriGamesEndpoint } from '@bgmi/shared/jantri-contract';
import { pasteGamesOf } from '@bgmi/shared/jantri-calculators';
import { currentCaller } from '../../../lib/use-caller';

/**
 * get-jantri-games: the operator's games with their short names, the games the server reads a
 * paste with (issue 24). Keyed by the session's game list, so adding or removing a game refetches.
 */
export function usePasteGames(gameNames: readonly string[]) {
  return useQuery({
    queryKey: ['jantri-games', gameNames.join('\n')],
    queryFn: async () => {
      const answer = await callApi(getJantriGamesEndpoint, currentCaller(), {
        fallbackMessage: 'Something went wrong',
      });
      return pasteGamesOf(answer.data.games);
    },
  });
}
