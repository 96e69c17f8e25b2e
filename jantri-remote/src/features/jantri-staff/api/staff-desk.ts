import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import {
  deleteBetRecordEndpoint,
  getBetRecordsEndpoint,
  getJantriGamesEndpoint,
  staffAcceptEndpoint,
  staffBooksEndpoint,
  type BetRecord,
} from '@bgmi/shared/jantri-contract';
import { currentCaller, useCaller } from '../../../lib/use-caller';
import { LEDGER_KEY } from '../../../lib/error-text';
import { deleteBetRecordBody } from '../../../lib/api/delete-bet-record';

// The staff member's side: the books he works in, accepting an invite, and in a book the games,
// his client's records and deleting one (each call naming the book).

const BOOKS_KEY = ['jantri-staff', 'books'] as const;

export function useStaffBooks() {
  const caller = useCaller();
  return useQuery({
    queryKey: BOOKS_KEY,
    queryFn: async () =>
      (
        await callApi(staffBooksEndpoint, currentCaller(), {
          fallbackMessage: 'Could not load your books',
        })
      ).data,
    enabled: Boolean(caller),
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite_code: string) =>
      callApi(
        staffAcceptEndpoint,
        { ...currentCaller(), invite_code },
        { fallbackMessage: 'Could not accept the invite' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
  });
}

/** The game names of the book. */
export function useBookGames(book: string) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'book-games', book],
    queryFn: async () =>
      (
        await callApi(getJantriGamesEndpoint, currentCaller(), {
          fallbackMessage: 'Could not load the games',
          book,
        })
      ).data.games.map((game) => game.game_name),
  });
}

/** The newest records of one client in the book (and game, when chosen). */
export function useBookRecords(book: string, client_name: string, game_name: string) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'book-records', book, client_name, game_name],
    queryFn: async () =>
      (
        await callApi(
          getBetRecordsEndpoint,
          { ...currentCaller(), client_name, ...(game_name ? { game_name } : {}), limit: 50 },
          { fallbackMessage: 'Could not load the records', book },
        )
      ).data,
    enabled: Boolean(client_name),
  });
}

export function useDeleteBookRecord(book: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: BetRecord) =>
      callApi(deleteBetRecordEndpoint, deleteBetRecordBody(record), {
        fallbackMessage: 'Could not delete the record',
        book,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  });
}
