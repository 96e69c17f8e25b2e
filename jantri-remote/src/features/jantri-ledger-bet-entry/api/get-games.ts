import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { getJantriGamesEndpoint } from '@bgmi/shared/jantri-contract';
import { pasteGamesOf } from '@bgmi/shared/jantri-calculators';
import { currentCaller } from '../../../lib/use-caller';
import { useActingBook } from '../../../lib/acting-book';

/**
 * get-jantri-games: the operator's games with their short names, the games the server reads a
 * paste with (issue 24). Keyed by the session's game list, so adding or removing a game refetches.
 */
export function usePasteGames(gameNames: readonly string[]) {
  // Inside a staff desk: the games of the operator's book.
  const book = useActingBook();
  return useQuery({
    queryKey: ['jantri-games', book ?? '', gameNames.join('\n')],
    queryFn: async () => {
      const answer = await callApi(getJantriGamesEndpoint, currentCaller(), {
        fallbackMessage: 'Something went wrong',
        book,
      });
      return pasteGamesOf(answer.data.games);
    },
  });
}
